import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '#shared/schemas/team';
import { getJson } from '#client/lib/api';

export const teamQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['teams', 'detail', id],
    queryFn: () => getJson<TeamDetail>(`/api/teams/${id}`),
  });

export function useTeam(id: number, enabled = true) {
  return useQuery({ ...teamQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
