import { sql } from 'drizzle-orm';
import { ConfigError } from '#server/config';
import type { Db, DbHandle } from '#server/db/client';
import { LOCK_KEYS } from '#server/db/lock-keys';
import { instantOf } from '#shared/domain/dates/zoned-time';
import { isoDate, localToday } from './dates';
import { resultRows, skipForeignKeyChecks, withoutSecondaryIndexes } from './insert';
import { seedDemo } from './demo';
import { startDemoHistory } from './demo/history';
import { topUpToSpecScale } from './spec';

export { startDemoHistory };

// Nobody reads while a seed finishes its history: bigger transactions, fewer rebuilds of season totals.
export const WAIT_CHUNK = 1000;

export type SeedOptions = {
  scale: 'demo' | 'spec';
  /** Replace existing data (users, sessions, ad settings and the audit log are kept). */
  force?: boolean;
  /** The calendar day the demo schedule is built around (default: the server's today). */
  today?: Date;
  /** The instant that decides which games are final, live or scheduled (default: now; with `today` given, 20:00 in New York that day). */
  now?: Date;
  log?: (message: string) => void;
  /** The older seasons' box scores: before returning (default), or left for a server to add. */
  history?: 'wait' | 'later';
};

// Directory data only: accounts, sessions, ad settings and the audit trail survive a re-seed.
const DATA_TABLES = ['games', 'standing_adjustments', 'players', 'teams', 'seasons', 'leagues', 'facilities', 'countries'];

async function hasData(db: Db): Promise<boolean> {
  const checks = DATA_TABLES.map((t) => `exists(select 1 from ${t})`).join(' or ');
  const [row] = resultRows(await db.execute(sql.raw(`select (${checks}) as has_data`)));
  return row.has_data === true;
}

/**
 * Loads demo data on first start only: an existing database is never touched. Whether it is empty
 * is asked only under the seed's lock (issue 29 item 4): while another instance loads, its tables
 * are locked, and a look from the server's pool would wait there under the requests' time limits.
 */
export function seedDemoIfEmpty(handle: DbHandle, opts: Omit<SeedOptions, 'scale' | 'force'> = {}): Promise<boolean> {
  return runDemo(handle, { ...opts, scale: 'demo' }, false);
}

export async function seedDatabase(handle: DbHandle, opts: SeedOptions): Promise<void> {
  if (!opts.force && (await hasData(handle.db))) {
    throw new ConfigError('The database already has data; run the seed with --force to replace it.');
  }
  await runDemo(handle, opts, true);
  // A seed run on its own finishes the demo history before it returns (nobody is waiting for a page).
  if (opts.history !== 'later') await startDemoHistory(handle, { log: logger(opts), chunkGames: WAIT_CHUNK, atOnce: true }).done;
  // Spec scale = the demo set (league 1 stays the NHL with a full season) topped up in bulk.
  if (opts.scale === 'spec') await topUpToSpecScale(handle, opts.today ?? localToday(), logger(opts));
}

function wipe(db: Db) {
  return db.execute(sql.raw(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
}

/** A fixed day gets a fixed clock (NHL puck drop under way), so tests see the same statuses at any hour. */
function seedClock(opts: SeedOptions): Date {
  if (opts.now) return opts.now;
  if (!opts.today) return new Date();
  const evening = instantOf(isoDate(opts.today), '20:00', 'America/New_York');
  return 'instant' in evening ? evening.instant : new Date();
}

const logger = (opts: SeedOptions) => opts.log ?? ((m: string) => console.log(m));

async function runDemo(handle: DbHandle, opts: SeedOptions, replace: boolean): Promise<boolean> {
  const log = logger(opts);
  const started = Date.now();
  // One dedicated session under the seed's lock, without the server's statement or query time limits
  // (they are for requests): an instance starting while another loads waits for it, then finds data.
  const counts = await handle.exclusive(LOCK_KEYS.seed, ({ db: session }) =>
    session.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (!replace && (await hasData(db))) return null;
      log('Demo data: loading leagues, teams, players and games (about 20 s)...');
      // Restarting identities keeps league id 1 = the NHL, whatever was inserted and deleted before.
      await wipe(db);
      await skipForeignKeyChecks(db);
      return withoutSecondaryIndexes(db, ['games', 'players', 'box_score_lineups', 'box_score_goalies', 'player_season_stats'], () =>
        seedDemo(db, opts.today ?? localToday(), seedClock(opts)),
      );
    }),
  );
  if (!counts) return false;
  const summary = Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary}`);
  return true;
}
