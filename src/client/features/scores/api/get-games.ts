import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import { getJson, withQuery } from '#client/lib/api';
import { refreshWhileLive } from '#client/lib/live-refresh';
import { queryKeys } from '#client/lib/query-keys';
import { useLiveGames } from '#client/lib/use-live-games';

/**
 * leagueId null = All Leagues (§7: the filter is omitted). tz: the reader's zone, whose day the
 * date is (issue #18); null = the venues' own calendar day, which is what the server renders.
 */
export type ScoreboardQuery = { date: string; leagueId: number | null; tz?: string | null };

export function getScoreboardGames(q: ScoreboardQuery): Promise<Game[]> {
  return getJson<Game[]>(withQuery('/api/games', { date: q.date, tz: q.tz ?? undefined, leagueId: q.leagueId, limit: 500 }));
}

export const scoreboardQueryOptions = (q: ScoreboardQuery) =>
  queryOptions({ queryKey: queryKeys.scoreboard(q), queryFn: () => getScoreboardGames(q), refetchInterval: refreshWhileLive });

/**
 * Right after hydration the day is asked again in the reader's zone: the list the server rendered
 * (the venues' day, tz null) stays on screen until that answer replaces it, instead of skeletons.
 */
export function useScoreboardGames(q: ScoreboardQuery) {
  const client = useQueryClient();
  const games = useQuery({
    ...scoreboardQueryOptions(q),
    placeholderData: () => (q.tz ? client.getQueryData(scoreboardQueryOptions({ ...q, tz: null }).queryKey) : undefined),
  });
  // The day moves with /api/live (issue 27), on the scores page and the home page alike: its live games' scores,
  // and games created, imported or deleted on it. A reader's own day (tz) spans two schedule days: only its live games.
  useLiveGames(games.data, q.tz ? undefined : { date: q.date, leagueId: q.leagueId });
  return games;
}
