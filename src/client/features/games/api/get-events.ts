import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameEvent } from '#shared/schemas/game-event';
import { getJson } from '#client/lib/api';
import { LIVE_REFRESH_MS } from '#client/lib/live-refresh';
import { queryKeys } from '#client/lib/query-keys';

export const getGameEvents = (gameId: number) => getJson<GameEvent[]>(`/api/games/${gameId}/events`);

/**
 * The game's live events (issue 27). The stream (use-event-stream.ts) keeps them current; while it
 * cannot connect and the game is live, the 30 s poll of the other live screens remains.
 */
export const gameEventsQueryOptions = (gameId: number, poll: boolean) =>
  queryOptions({
    queryKey: queryKeys.gameEvents(gameId),
    queryFn: () => getGameEvents(gameId),
    refetchInterval: poll ? LIVE_REFRESH_MS : false,
  });

export const useGameEvents = (gameId: number, poll: boolean) => useQuery(gameEventsQueryOptions(gameId, poll));
