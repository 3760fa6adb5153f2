import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Facility } from '#shared/schemas/facility';
import { getJson } from '#client/lib/api';

export const facilityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['facilities', 'detail', id],
    queryFn: () => getJson<Facility>(`/api/facilities/${id}`),
  });

export function useFacility(id: number, enabled = true) {
  return useQuery({ ...facilityQueryOptions(id), enabled });
}
