import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoxScore } from '#shared/schemas/box-score';
import { getJson } from '#client/lib/api';
import { LIVE_REFRESH_MS } from '#client/lib/live-refresh';
import { queryKeys } from '#client/lib/query-keys';

export const getBoxScore = (gameId: number) => getJson<BoxScore>(`/api/games/${gameId}/boxscore`);

/** Refreshes with the game's score while the game is live (its goals and shots come in as it is played). */
export const boxScoreQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: queryKeys.boxScore(gameId),
    queryFn: () => getBoxScore(gameId),
    refetchInterval: (query) => (query.state.data?.game.status === 'live' ? LIVE_REFRESH_MS : false),
  });

export const useBoxScore = (gameId: number) => useQuery(boxScoreQueryOptions(gameId));
