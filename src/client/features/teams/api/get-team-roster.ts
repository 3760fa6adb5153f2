import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '#shared/schemas/player';
import { getPage, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** A roster is small (≤ ~40); 100 bounds it without paging. */
export const teamRosterQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: queryKeys.players({ teamId, limit: 100 }),
    queryFn: () => getPage<Player>(withQuery('/api/players', { teamId, limit: 100 })),
  });

export function useTeamRoster(teamId: number) {
  return useQuery(teamRosterQueryOptions(teamId));
}
