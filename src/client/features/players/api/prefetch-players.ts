import type { QueryClient } from '@tanstack/react-query';
import { playerFacetsQueryOptions, teamGroupsQueryOptions } from './get-player-facets';

/**
 * First load of /players: starts the facet calls the first screen needs (headline counts and
 * group headings) while the page's code is still downloading, instead of after it has rendered.
 * Same filters and query keys as PlayersPage, so the page finds them in the cache.
 */
export function prefetchPlayers(queryClient: QueryClient, params: URLSearchParams): void {
  const filters = {
    search: params.get('search') ?? '',
    teamId: params.get('team') ?? '',
    countryId: params.get('country') ?? '',
    position: params.get('position') ?? '',
  };
  void queryClient.prefetchQuery(playerFacetsQueryOptions('country', filters));
  void queryClient.prefetchInfiniteQuery(teamGroupsQueryOptions(filters));
  if (!filters.teamId) void queryClient.prefetchQuery(playerFacetsQueryOptions('team', { ...filters, teamId: 'none' }));
}
