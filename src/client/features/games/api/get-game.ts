import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import { getJson } from '#client/lib/api';
import { refreshWhileLive } from '#client/lib/live-refresh';
import { queryKeys } from '#client/lib/query-keys';

export const getGame = (id: string) => getJson<Game>(`/api/games/${encodeURIComponent(id)}`);

export const gameQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.game(id), queryFn: () => getGame(id), refetchInterval: refreshWhileLive });

export const useGame = (id: string) => useQuery(gameQueryOptions(id));
