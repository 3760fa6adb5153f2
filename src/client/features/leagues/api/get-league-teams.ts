import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Team } from '#shared/schemas/team';
import { getPage, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

const PAGE = 50;

export const leagueTeamsQueryOptions = (leagueId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.teams({ leagueId, sort: 'name', limit: PAGE }),
    queryFn: ({ pageParam }) => getPage<Team>(withQuery('/api/teams', { leagueId, sort: 'name', limit: PAGE, offset: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export function useLeagueTeams(leagueId: number) {
  return useInfiniteQuery(leagueTeamsQueryOptions(leagueId));
}
