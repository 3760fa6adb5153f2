import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Facet } from '../../../../shared/schemas/facet';
import { getPage, withQuery } from '../../../lib/api';

export type LeagueFacetFilters = { search?: string; countryId?: string; level?: string; isActive?: string };

export const leagueFacetsQueryOptions = (by: 'level' | 'country', f: LeagueFacetFilters, limit = 500) => queryOptions({
  queryKey: ['facets', 'leagues', by, f, limit],
  queryFn: () => getPage<Facet>(withQuery('/api/facets/leagues', { by, ...f, limit })),
});

export function useLeagueFacets(by: 'level' | 'country', f: LeagueFacetFilters, limit?: number) {
  return useQuery(leagueFacetsQueryOptions(by, f, limit));
}
