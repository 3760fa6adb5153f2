import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Facet } from '#shared/schemas/facet';
import { getPage, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export type LeagueFacetFilters = { search?: string; countryId?: string; level?: string; isActive?: string };

// Keyed by URL: blank and missing filters are one request, shared by counts, tabs and selects.
export const leagueFacetsQueryOptions = (by: 'level' | 'country', f: LeagueFacetFilters, limit?: number) => {
  const url = withQuery('/api/facets/leagues', { by, ...f, limit });
  return queryOptions({ queryKey: queryKeys.facets(url), queryFn: () => getPage<Facet>(url) });
};

export function useLeagueFacets(by: 'level' | 'country', f: LeagueFacetFilters, limit?: number) {
  return useQuery(leagueFacetsQueryOptions(by, f, limit));
}
