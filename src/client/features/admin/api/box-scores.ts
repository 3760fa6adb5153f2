import { queryOptions } from '@tanstack/react-query';
import type { BoxScore, BoxScoreBodyInput } from '#shared/schemas/box-score';
import type { BoxScoreWarning } from '#shared/schemas/box-score-sheet';
import type { Player } from '#shared/schemas/player';
import { getJson, sendJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const boxScoreQuery = (gameId: number) =>
  queryOptions({ queryKey: queryKeys.boxScore(gameId), queryFn: () => getJson<BoxScore>(`/api/games/${gameId}/boxscore`) });

/** A team's players to dress (a roster is at most ~40; 100 leaves room). */
export const teamRosterQuery = (teamId: number) =>
  queryOptions({
    queryKey: queryKeys.roster(teamId),
    queryFn: () => getJson<Player[]>(`/api/players?teamId=${teamId}&limit=100`),
  });

/** PUT replaces the whole box score; the answer is the stored one (names, line score). */
export const saveBoxScore = (gameId: number, body: BoxScoreBodyInput) => sendJson<BoxScore>('PUT', `/api/games/${gameId}/boxscore`, body);

export type GameWarnings = { gameId: number; warnings: BoxScoreWarning[] };

/** The soft-check warnings stored with these games' box scores (admins only; games without any are left out). */
export const boxScoreWarningsQuery = (gameIds: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.boxScoreWarnings(gameIds),
    queryFn: () => getJson<GameWarnings[]>(`/api/games/boxscore-warnings?gameIds=${gameIds.join(',')}`),
    enabled: gameIds.length > 0,
  });
