import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '#shared/schemas/country';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const countriesQueryOptions = queryOptions({
  queryKey: queryKeys.countries,
  queryFn: () => getJson<Country[]>('/api/countries'),
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
