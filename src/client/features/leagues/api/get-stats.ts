import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../shared/schemas/stats';
import { getJson } from '../../../lib/api';

export const statsQueryOptions = queryOptions({ queryKey: ['stats'], queryFn: () => getJson<Stats>('/api/stats') });

export function useStats() {
  return useQuery(statsQueryOptions);
}
