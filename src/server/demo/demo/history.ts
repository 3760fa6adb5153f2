import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '#server/db/client';
import { vacuumEmbedded } from '#server/db/vacuum-embedded';
import { resultRows } from '../insert';
import { fillChunk, turn, type Step } from './history-chunk';
import { fillHistoryAtOnce } from './history-at-once';

export type HistoryOptions = {
  log?: (message: string) => void;
  /** Games per transaction: small, because the embedded database runs one transaction at a time. */
  chunkGames?: number;
  retryMs?: number;
  /**
   * Nobody reads until it ends (a seed run, a server told to wait, the browser tier's database): on the embedded
   * engine the whole history goes in at once (history-at-once.ts). PostgreSQL fills chunk by chunk either way.
   */
  atOnce?: boolean;
};
export type HistoryFill = { done: Promise<number>; stop: () => Promise<void> };

/**
 * Issue #18 item 6: the box scores of the demo's older seasons (demo_history_pending), generated
 * after the server is up so that a first start stays quick, a chunk of games per short transaction
 * so that requests keep being answered in between. Each chunk adds its lines to the players' season
 * totals, so a page never shows totals that disagree with the box scores it can open. Stopping waits for
 * the chunk in flight; a restart resumes with the seasons still pending.
 */
export function startDemoHistory(handle: DbHandle, opts: HistoryOptions = {}): HistoryFill {
  const log = opts.log ?? ((m: string) => console.log(m));
  const embedded = handle.kind === 'pglite';
  let stopped = false;
  const run = async (): Promise<number> => {
    const started = Date.now();
    const progress = progressLog(log);
    let filled = 0;
    if (opts.atOnce && embedded) {
      filled = await fillHistoryAtOnce(handle.db, opts.chunkGames ?? 1000, progress);
    } else {
      const cursor = new Map<number, number>();
      let failures = 0;
      while (!stopped) {
        let step: Step;
        try {
          step = await handle.db.transaction((tx) =>
            fillChunk(tx as unknown as Db, cursor, { chunkGames: opts.chunkGames ?? 20, embedded, addTotals: true }),
          );
          failures = 0;
        } catch (err) {
          // A concurrent admin edit of the same game, or the database away for a moment.
          if (++failures >= 5) throw err;
          step = 'locked';
        }
        if (step === 'finished') break;
        if (step === 'locked') await new Promise((r) => setTimeout(r, opts.retryMs ?? 2000));
        else filled += step.gameIds.length;
        await progress(handle.db, filled);
        await turn();
      }
    }
    if (filled > 0 && !stopped) await vacuumEmbedded(handle, () => turn().then(() => stopped));
    if (filled > 0 || !stopped)
      log(`Older seasons complete: ${filled} box scores added in ${Math.round((Date.now() - started) / 1000)} s; every career is whole`);
    return filled;
  };
  const done = run();
  return {
    done,
    stop: async () => {
      stopped = true;
      await done.catch(() => 0);
    },
  };
}

export type Progress = (db: Db, filled: number) => Promise<void>;

/**
 * Issue 28 item 12: a newcomer is told that careers are still being filled in, how far, and when it ends.
 * Counted after the first chunk, which is already in flight when the fill starts (stop() lets it finish).
 */
function progressLog(log: (message: string) => void): Progress {
  let total = -1;
  let reported = 0;
  return async (db, filled) => {
    if (total < 0) {
      total = filled + (await remainingGames(db).catch(() => 0));
      if (total > filled)
        log(`Older seasons: adding ${total} box scores in the background (careers show only recent seasons until this ends)`);
    }
    const tenths = total > 0 ? Math.floor((filled / total) * 10) : 0;
    if (tenths > reported && tenths < 10) {
      reported = tenths;
      log(`Older seasons: ${filled} of ${total} box scores added (${tenths * 10} %)`);
    }
  };
}

/** Finals of the pending seasons still without a box score. */
async function remainingGames(db: Db): Promise<number> {
  const [row] = resultRows(
    await db.execute(sql`select count(*)::int as n from games g
      where g.season_id in (select season_id from demo_history_pending) and g.status = 'final'
        and not exists (select 1 from box_scores b where b.game_id = g.id)`),
  );
  return Number(row?.n ?? 0);
}
