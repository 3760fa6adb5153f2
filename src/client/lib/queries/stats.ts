import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '#shared/schemas/stats';
import { getJson } from '../api';
import { queryKeys } from '../query-keys';

/** GET /api/stats: the directory's totals, shown by the landing, teams, leagues and players pages. */
export const statsQueryOptions = queryOptions({ queryKey: queryKeys.stats, queryFn: () => getJson<Partial<Stats>>('/api/stats') });

export const useStats = () => useQuery(statsQueryOptions);
