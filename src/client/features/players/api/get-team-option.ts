import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '#shared/schemas/team';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** The ?team= team's name, so the preselected option exists even beyond the first option page. */
export const teamOptionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.team(Number(id)),
    queryFn: () => getJson<Team>(`/api/teams/${id}`),
  });

export function useTeamOption(id: string) {
  return useQuery({ ...teamOptionQueryOptions(id), enabled: /^\d+$/.test(id) });
}
