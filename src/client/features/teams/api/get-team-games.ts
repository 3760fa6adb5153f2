import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import { toDateOnly } from '#shared/domain/dates/format';
import { getJson, withQuery } from '#client/lib/api';
import { refreshWhileLive } from '#client/lib/live-refresh';
import { queryKeys } from '#client/lib/query-keys';
import { useLiveGames } from '#client/lib/use-live-games';

export type TeamGamesKind = 'recent' | 'upcoming';

/** Recent = before today, newest first; upcoming = today onwards, soonest first. */
export const teamGamesQueryOptions = (teamId: number, kind: TeamGamesKind, today = new Date()) => {
  const day = toDateOnly(today);
  const yesterday = toDateOnly(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1));
  const query = kind === 'recent' ? { teamId, to: yesterday, order: 'desc', limit: 5 } : { teamId, from: day, order: 'asc', limit: 5 };
  return queryOptions({
    queryKey: queryKeys.games(query),
    queryFn: () => getJson<Game[]>(withQuery('/api/games', query)),
    refetchInterval: refreshWhileLive,
  });
};

export function useTeamGames(teamId: number, kind: TeamGamesKind, enabled = true) {
  const games = useQuery({ ...teamGamesQueryOptions(teamId, kind), enabled });
  // The team's live game moves with /api/live (issue 27); the page's lists share one stream.
  useLiveGames(games.data);
  return games;
}
