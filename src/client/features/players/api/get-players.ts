import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Player } from '#shared/schemas/player';
import { apiRequest, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const PLAYER_PAGE_SIZE = 24;
export type PlayerListQuery = { teamId?: string; countryId?: string; position?: string; search?: string };
export type PlayerPage = { items: Player[]; total: number; nextCursor: string | null };

/** Keyset pages: the server's X-Next-Cursor (also in Link rel=next) costs the same at any depth. */
export async function getPlayers(q: PlayerListQuery, cursor: string | null): Promise<PlayerPage> {
  const res = await apiRequest('GET', withQuery('/api/players', { ...q, limit: PLAYER_PAGE_SIZE, cursor }));
  const items = (await res.json()) as Player[];
  return { items, total: Number(res.headers.get('x-total-count') ?? items.length), nextCursor: res.headers.get('x-next-cursor') };
}

export const playersQueryOptions = (q: PlayerListQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.players(q),
    queryFn: ({ pageParam }) => getPlayers(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePlayers(q: PlayerListQuery) {
  return useInfiniteQuery(playersQueryOptions(q));
}
