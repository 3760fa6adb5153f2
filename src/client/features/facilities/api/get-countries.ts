import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '#shared/schemas/country';
import { getJson } from '#client/lib/api';

export const countriesQueryOptions = queryOptions({
  queryKey: ['countries', 'list'],
  queryFn: () => getJson<Country[]>('/api/countries'),
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
