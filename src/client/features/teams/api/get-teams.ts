import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Team } from '#shared/schemas/team';
import { getPage, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const TEAM_PAGE_SIZE = 36;
export type TeamListQuery = { leagueId?: string; countryId?: string; search?: string; sort?: string };

export const teamsQueryOptions = (q: TeamListQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.teams(q),
    queryFn: ({ pageParam }) => getPage<Team>(withQuery('/api/teams', { ...q, limit: TEAM_PAGE_SIZE, offset: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export function useTeams(q: TeamListQuery) {
  return useInfiniteQuery(teamsQueryOptions(q));
}
