import { eq, sql } from 'drizzle-orm';
import type { StandingRow } from '../../shared/schemas/standing';
import type { Db } from '../db/client';
import { games, leagues, seasons, standingAdjustments } from '../db/schema';
import { computeSeasonStandings } from './standings';

const MAX_ENTRIES = 500;
type Entry = { stamp: string; rows: StandingRow[] };
// Per database handle: tests (and tools) may run several databases in one process.
const caches = new WeakMap<Db, Map<number, Entry>>();

// count + newest change per input table: an insert, edit or delete of any game, adjustment or
// team of the season (or of its league / points system) changes the stamp.
const changeOf = (table: string, where: ReturnType<typeof sql>) =>
  sql`(select count(*) || ':' || coalesce(max(updated_at)::text, '') from ${sql.raw(table)} where ${where})`;

/**
 * One cheap aggregate per request (index-only on games_season_status_idx and friends) decides
 * whether the cached table is still exact; null for an unknown season.
 */
export async function seasonStamp(db: Db, seasonId: number): Promise<{ stamp: string; lastUpdated: string | null } | null> {
  const visitors = sql`id = any(array(select ${games.homeTeamId} from ${games} where ${games.seasonId} = ${seasonId}
    union select ${games.awayTeamId} from ${games} where ${games.seasonId} = ${seasonId}))`;
  const [row] = await db.select({
    stamp: sql<string>`concat_ws('|', ${seasons.updatedAt}::text, ${leagues.updatedAt}::text,
      ${changeOf('games', sql`season_id = ${seasonId}`)},
      ${changeOf('standing_adjustments', sql`season_id = ${seasonId}`)},
      ${changeOf('teams', sql`league_id = ${seasons.leagueId} or ${visitors}`)})`,
    lastUpdated: sql<string | null>`to_char(greatest(
      (select max(${games.updatedAt}) from ${games} where ${games.seasonId} = ${seasonId}),
      (select max(${standingAdjustments.updatedAt}) from ${standingAdjustments} where ${standingAdjustments.seasonId} = ${seasonId})
    ) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  }).from(seasons).innerJoin(leagues, eq(leagues.id, seasons.leagueId)).where(eq(seasons.id, seasonId));
  return row ?? null;
}

/** Standings plus their "Last updated", recomputed only when the season's inputs changed. */
export async function cachedSeasonStandings(db: Db, seasonId: number) {
  const state = await seasonStamp(db, seasonId);
  if (!state) return null;
  const cache = caches.get(db) ?? new Map<number, Entry>();
  caches.set(db, cache);
  const hit = cache.get(seasonId);
  if (hit && hit.stamp === state.stamp) return { rows: hit.rows, lastUpdated: state.lastUpdated };
  const rows = await computeSeasonStandings(db, seasonId);
  if (!rows) return null;
  cache.delete(seasonId);
  cache.set(seasonId, { stamp: state.stamp, rows });
  // Map keeps insertion order: the first key is the least recently computed season.
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as number);
  return { rows, lastUpdated: state.lastUpdated };
}
