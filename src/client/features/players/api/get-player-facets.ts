import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Facet } from '#shared/schemas/facet';
import { getPage, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export type PlayerFacetBy = 'team' | 'country' | 'position';
export type PlayerFacetFilters = { search?: string; teamId?: string; countryId?: string; position?: string };
const GROUP_PAGE = 50;

// Keyed by URL: blank and missing filters are one request, shared by the counts, tabs and selects.
export const playerFacetsQueryOptions = (by: PlayerFacetBy, f: PlayerFacetFilters) => {
  const url = withQuery('/api/facets/players', { by, ...f });
  return queryOptions({ queryKey: queryKeys.facets(url), queryFn: () => getPage<Facet>(url) });
};

export function usePlayerFacets(by: PlayerFacetBy, f: PlayerFacetFilters, enabled = true) {
  return useQuery({ ...playerFacetsQueryOptions(by, f), enabled });
}

/** Team groups can number 25k at spec scale: their headings arrive in pages too. */
export const teamGroupsQueryOptions = (f: PlayerFacetFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.facetPages(withQuery('/api/facets/players', { by: 'team', ...f })),
    queryFn: ({ pageParam }) =>
      getPage<Facet>(withQuery('/api/facets/players', { by: 'team', ...f, limit: GROUP_PAGE, offset: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export function useTeamGroups(f: PlayerFacetFilters) {
  return useInfiniteQuery(teamGroupsQueryOptions(f));
}
