import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueDetail } from '#shared/schemas/league';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const leagueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.league(id),
    queryFn: () => getJson<LeagueDetail>(`/api/leagues/${id}`),
  });

export function useLeague(id: number, enabled = true) {
  return useQuery({ ...leagueQueryOptions(id), enabled });
}
