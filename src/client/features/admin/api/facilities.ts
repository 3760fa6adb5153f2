import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Facility } from '#shared/schemas/facility';
import { resource } from './http';

export const facilitiesApi = resource<Facility>('/api/facilities');

export type FacilityFilter = { search: string; offset: number; limit: number };

export const facilitiesQuery = (f: FacilityFilter) =>
  queryOptions({
    queryKey: ['facilities', 'admin', f],
    queryFn: () => facilitiesApi.page(f),
    placeholderData: keepPreviousData,
  });

export const useFacilities = (f: FacilityFilter) => useQuery(facilitiesQuery(f));
