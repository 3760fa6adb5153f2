import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Facet } from '../../../../shared/schemas/facet';
import { getPage, withQuery } from '../../../lib/api';

export type TeamFacetBy = 'league' | 'country' | 'level';
export type TeamFacetFilters = { search: string; leagueId: string; countryId: string };

/** Group headings + counts from the server; members load only when a group opens. */
export const teamFacetsQueryOptions = (by: TeamFacetBy, f: TeamFacetFilters) => queryOptions({
  queryKey: ['facets', 'teams', by, f],
  queryFn: () => getPage<Facet>(withQuery('/api/facets/teams', { by, ...f })),
});

export function useTeamFacets(by: TeamFacetBy, f: TeamFacetFilters, enabled = true) {
  return useQuery({ ...teamFacetsQueryOptions(by, f), enabled });
}
