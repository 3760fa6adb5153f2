import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '#shared/schemas/country';
import { resource } from './http';
import { queryKeys } from '#client/lib/query-keys';

export const countriesApi = resource<Country>('/api/countries');

/** Around 200 rows: one bounded request, searched in the browser. */
export const countriesQuery = queryOptions({
  queryKey: queryKeys.adminCountries,
  queryFn: () => countriesApi.list({ limit: 500 }),
});

export const useCountries = () => useQuery(countriesQuery);
