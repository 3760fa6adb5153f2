import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import { toDateOnly } from '#shared/domain/dates/format';
import { getJson, withQuery } from '#client/lib/api';
import { refreshWhileLive } from '#client/lib/live-refresh';
import { queryKeys } from '#client/lib/query-keys';

export type LeagueGamesKind = 'results' | 'upcoming';

const SHOWN = 6;

/** Results = finals before today, newest first; upcoming = today onwards, soonest first (today's live games included). */
export const leagueGamesQueryOptions = (leagueId: number, kind: LeagueGamesKind, today = new Date()) => {
  const day = toDateOnly(today);
  const yesterday = toDateOnly(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1));
  const query =
    kind === 'results'
      ? { leagueId, status: 'final', to: yesterday, order: 'desc', limit: SHOWN }
      : { leagueId, from: day, order: 'asc', limit: SHOWN };
  return queryOptions({
    queryKey: queryKeys.games(query),
    queryFn: () => getJson<Game[]>(withQuery('/api/games', query)),
    refetchInterval: refreshWhileLive,
  });
};

export function useLeagueGames(leagueId: number, kind: LeagueGamesKind, enabled = true) {
  return useQuery({ ...leagueGamesQueryOptions(leagueId, kind), enabled });
}
