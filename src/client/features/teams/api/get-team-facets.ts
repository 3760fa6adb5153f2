import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Facet } from '#shared/schemas/facet';
import { getPage, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export type TeamFacetBy = 'league' | 'country' | 'level';
export type TeamFacetFilters = { search: string; leagueId: string; countryId: string };

/** Group headings + counts from the server; members load only when a group opens. */
// Keyed by URL: blank and missing filters are one request, shared by counts, tabs and selects.
export const teamFacetsQueryOptions = (by: TeamFacetBy, f: TeamFacetFilters) => {
  const url = withQuery('/api/facets/teams', { by, ...f });
  return queryOptions({ queryKey: queryKeys.facets(url), queryFn: () => getPage<Facet>(url) });
};

export function useTeamFacets(by: TeamFacetBy, f: TeamFacetFilters, enabled = true) {
  return useQuery({ ...teamFacetsQueryOptions(by, f), enabled });
}
