import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameSummary } from '#shared/schemas/game-summary';
import { getJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { LIVE_REFRESH_MS } from '#client/lib/live-refresh';

/** Ids in a stable order, so the same day asks with the same key (and URL, for the caches). */
const idList = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

export const gameSummariesQueryOptions = (ids: readonly number[], live = false) =>
  queryOptions({
    queryKey: queryKeys.gameSummaries(idList(ids)),
    queryFn: () => getJson<GameSummary[]>(withQuery('/api/games/summaries', { ids: idList(ids) })),
    enabled: ids.length > 0,
    // A live game's shots and scorers move with its score.
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });

/** Issue 28: records, shots and scorers for the cards on screen, by game id; the cards render without them. */
export function useGameSummaries(ids: readonly number[], live: boolean): ReadonlyMap<number, GameSummary> {
  const { data } = useQuery({ ...gameSummariesQueryOptions(ids, live), placeholderData: keepPreviousData });
  return new Map((data ?? []).map((s) => [s.gameId, s]));
}
