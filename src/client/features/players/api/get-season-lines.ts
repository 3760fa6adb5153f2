import { queryOptions, useQueries } from '@tanstack/react-query';
import type { PlayerSeasonLine } from '#shared/schemas/player-season-line';
import { getJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

// Under the 'hockey-stats' prefix, so a box-score save makes these stale with every other stats table.
export const seasonLinesQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.seasonLines(ids),
    queryFn: () => getJson<PlayerSeasonLine[]>(withQuery('/api/players/season-lines', { ids: ids.join(',') })),
    enabled: ids.length > 0,
  });

/** The current season's line of every listed player, one request per loaded page of the list. */
export function useSeasonLines(pages: ReadonlyArray<readonly number[]>): Map<number, PlayerSeasonLine> {
  return useQueries({
    queries: pages.map((ids) => seasonLinesQueryOptions(ids)),
    combine: (results) => new Map(results.flatMap((r) => (r.data ?? []).map((l) => [l.playerId, l] as const))),
  });
}
