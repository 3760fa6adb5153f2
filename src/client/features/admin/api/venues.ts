import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, withQuery } from '#client/lib/api';

export type VenueOption = { id: number; name: string; city: string | null };

/** Venue selects (team home venue, game venue): a bounded list, narrowed by search text. */
export const venuesQuery = (search = '') =>
  queryOptions({
    queryKey: ['venues', 'admin', search],
    queryFn: () => getJson<VenueOption[]>(withQuery('/api/venues', { search, limit: 200 })),
  });

export const useVenues = (search = '') => useQuery(venuesQuery(search));
