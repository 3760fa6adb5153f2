import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '../../../../shared/schemas/game';
import { getJson, withQuery } from '../../../lib/api';

/** leagueId null = All Leagues (§7: the filter is omitted). */
export type ScoreboardQuery = { date: string; leagueId: number | null };

export function getScoreboardGames(q: ScoreboardQuery): Promise<Game[]> {
  return getJson<Game[]>(withQuery('/api/games', { date: q.date, leagueId: q.leagueId, limit: 500 }));
}

export const scoreboardQueryOptions = (q: ScoreboardQuery) =>
  queryOptions({ queryKey: ['games', 'scoreboard', q], queryFn: () => getScoreboardGames(q) });

export const useScoreboardGames = (q: ScoreboardQuery) => useQuery(scoreboardQueryOptions(q));
