import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Facility } from '#shared/schemas/facility';
import { getPage, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const FACILITY_PAGE_SIZE = 24;

export type FacilityFilters = { search: string; countryId: string; surfaceType: string; facilityType: string };

export function getFacilities(f: FacilityFilters, offset: number) {
  return getPage<Facility>(withQuery('/api/facilities', { ...f, limit: FACILITY_PAGE_SIZE, offset }));
}

export const facilitiesQueryOptions = (f: FacilityFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.facilities(f),
    queryFn: ({ pageParam }) => getFacilities(f, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export function useFacilities(f: FacilityFilters) {
  return useInfiniteQuery(facilitiesQueryOptions(f));
}
