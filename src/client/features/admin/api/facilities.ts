import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Facility } from '#shared/schemas/facility';
import { resource } from './http';
import { queryKeys } from '#client/lib/query-keys';

export const facilitiesApi = resource<Facility>('/api/facilities');

export type FacilityFilter = { search: string; offset: number; limit: number };

export const facilitiesQuery = (f: FacilityFilter) =>
  queryOptions({
    queryKey: queryKeys.adminFacilities(f),
    queryFn: () => facilitiesApi.page(f),
    placeholderData: keepPreviousData,
  });

export const useFacilities = (f: FacilityFilter) => useQuery(facilitiesQuery(f));
