import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import { toDateOnly } from '#shared/domain/format';
import { getJson, withQuery } from '#client/lib/api';
import { refreshWhileLive } from '#client/lib/live-refresh';

export type TeamGamesKind = 'recent' | 'upcoming';

/** Recent = before today, newest first; upcoming = today onwards, soonest first. */
export const teamGamesQueryOptions = (teamId: number, kind: TeamGamesKind, today = new Date()) => {
  const day = toDateOnly(today);
  const yesterday = toDateOnly(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1));
  const query = kind === 'recent' ? { teamId, to: yesterday, order: 'desc', limit: 5 } : { teamId, from: day, order: 'asc', limit: 5 };
  return queryOptions({
    queryKey: ['games', 'list', query],
    queryFn: () => getJson<Game[]>(withQuery('/api/games', query)),
    refetchInterval: refreshWhileLive,
  });
};

export function useTeamGames(teamId: number, kind: TeamGamesKind, enabled = true) {
  return useQuery({ ...teamGamesQueryOptions(teamId, kind), enabled });
}
