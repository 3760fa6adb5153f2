import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '#shared/schemas/team';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const teamQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.team(id),
    queryFn: () => getJson<TeamDetail>(`/api/teams/${id}`),
  });

export function useTeam(id: number, enabled = true) {
  return useQuery({ ...teamQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
