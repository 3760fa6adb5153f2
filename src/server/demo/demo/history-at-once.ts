import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { addPlayerStatsOfGames } from '#server/repositories/stats/player-season-stats';
import { resultRows, withoutSecondaryIndexes } from '../insert';
import { fillChunk, turn } from './history-chunk';
import type { Progress } from './history';

const LINEUP_KEY = 'box_score_lineups_game_id_player_id_pk';

/**
 * The demo history on the embedded engine when nobody reads until it ends: one transaction, with the
 * box-score tables' secondary indexes and the lineups' key built once at the end and the season totals
 * summed once, instead of kept up row by row for ~2.5 million lineup rows. Measured on the browser tier's
 * database (62,501 box scores, two quiet cores, 2026-11-27): 61 s against 76 s chunk by chunk (116 s before the
 * chunks skipped their foreign-key checks). A crash rolls the whole of it back, so no half-made index is ever
 * left; the next start fills again.
 */
export async function fillHistoryAtOnce(db: Db, chunkGames: number, progress: Progress): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Nothing pending (every start after the first): the indexes stay as they are, not rebuilt for nothing.
    if (resultRows(await t.execute(sql`select 1 from demo_history_pending limit 1`)).length === 0) return 0;
    return withoutSecondaryIndexes(t, ['box_score_lineups', 'box_score_goalies', 'player_season_stats'], async () => {
      await t.execute(sql.raw(`alter table box_score_lineups drop constraint ${LINEUP_KEY}`));
      const cursor = new Map<number, number>();
      const gameIds: number[] = [];
      for (;;) {
        const step = await fillChunk(t, cursor, { chunkGames, embedded: true, addTotals: false });
        if (step === 'finished') break;
        // One process owns an embedded database, and this transaction holds the fill's lock.
        if (step === 'locked') throw new Error('demo history: the fill lock is held elsewhere');
        gameIds.push(...step.gameIds);
        await progress(t, gameIds.length);
        await turn();
      }
      await t.execute(sql.raw(`alter table box_score_lineups add constraint ${LINEUP_KEY} primary key (game_id, player_id)`));
      await addPlayerStatsOfGames(t, gameIds);
      return gameIds.length;
    });
  });
}
