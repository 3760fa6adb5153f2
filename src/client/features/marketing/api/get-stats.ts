import { useStats as useDirectoryStats } from '#client/lib/queries/stats';

/** requirements §2.3: each figure shows as 0 when the server leaves it out. */
export function useStats() {
  const q = useDirectoryStats();
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
