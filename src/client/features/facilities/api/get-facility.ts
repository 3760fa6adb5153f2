import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Facility } from '#shared/schemas/facility';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const facilityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.facility(id),
    queryFn: () => getJson<Facility>(`/api/facilities/${id}`),
  });

export function useFacility(id: number, enabled = true) {
  return useQuery({ ...facilityQueryOptions(id), enabled });
}
