import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { League } from '#shared/schemas/league';
import { getPage, withQuery } from '#client/lib/api';
import type { LeagueFacetFilters } from './get-league-facets';
import { queryKeys } from '#client/lib/query-keys';

export const LEAGUE_PAGE_SIZE = 24;
export type LeagueListQuery = LeagueFacetFilters & { sort?: string };

export const leaguesQueryOptions = (q: LeagueListQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.leagues(q),
    queryFn: ({ pageParam }) => getPage<League>(withQuery('/api/leagues', { ...q, limit: LEAGUE_PAGE_SIZE, offset: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export function useLeagues(q: LeagueListQuery) {
  return useInfiniteQuery(leaguesQueryOptions(q));
}
