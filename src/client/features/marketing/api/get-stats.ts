import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../shared/schemas/stats';
import { getJson } from '../../../lib/api';

export const getStats = () => getJson<Partial<Stats>>('/api/stats');

export const statsQueryOptions = queryOptions({ queryKey: ['stats'], queryFn: getStats });

/** SPEC §2.3: each figure shows as 0 when the server leaves it out. */
export function useStats() {
  const q = useQuery(statsQueryOptions);
  const s = q.data ?? {};
  return {
    ...q,
    figures: {
      totalFacilities: s.totalFacilities ?? 0,
      totalLeagues: s.totalLeagues ?? 0,
      totalTeams: s.totalTeams ?? 0,
      totalPlayers: s.totalPlayers ?? 0,
    },
  };
}
