import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export type VenueOption = { id: number; name: string; city: string | null };

/** Venue selects (team home venue, game venue): a bounded list, narrowed by search text. */
export const venuesQuery = (search = '') =>
  queryOptions({
    queryKey: queryKeys.adminVenues(search),
    queryFn: () => getJson<VenueOption[]>(withQuery('/api/venues', { search, limit: 200 })),
  });

export const useVenues = (search = '') => useQuery(venuesQuery(search));
