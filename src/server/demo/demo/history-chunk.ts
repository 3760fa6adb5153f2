import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { LOCK_KEYS } from '#server/db/lock-keys';
import { addPlayerStatsOfGames } from '#server/repositories/stats/player-season-stats';
import { insertAll, restoreForeignKeyChecks, resultRows, skipForeignKeyChecks } from '../insert';
import { createRng } from '../prng';
import type { RosterPlayer } from './box-score-gen';
import { boxScores } from '#server/db/schema';
import { BOX_SEED, boxScoreRows, insertBoxScoreLines, type SeededGame } from './box-scores';

export type Step = { gameIds: number[] } | 'locked' | 'finished';
export type ChunkOptions = {
  chunkGames: number;
  /** The embedded engine: one transaction at a time. */
  embedded: boolean;
  /** Add the chunk's lines to the season totals now (false: the caller sums them once at the end). */
  addTotals: boolean;
};

// The embedded database answers in microtasks: without a turn of the event loop now and then, no
// request would even be read until the whole history is done (answers that need no database, such
// as cached pages, also go out between a chunk's statements).
export const turn = () => new Promise((r) => setImmediate(r));

/** The box scores of the next chunk of games of the first pending season, in the caller's transaction. */
export async function fillChunk(db: Db, cursor: Map<number, number>, opts: ChunkOptions): Promise<Step> {
  // One instance at a time fills (several may share a PostgreSQL database); the others try again later.
  const [lock] = resultRows(await db.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEYS.demoHistory}) as ok`));
  if (lock!.ok !== true) return 'locked';
  const [pending] = resultRows(await db.execute(sql`select season_id from demo_history_pending order by season_id limit 1`));
  if (!pending) return 'finished';
  const seasonId = Number(pending.season_id);
  const after = cursor.get(seasonId) ?? 0;
  const games = resultRows(
    await db.execute(sql`
      select g.id, g.home_team_id, g.away_team_id, g.home_score, g.away_score, g.status, g.outcome, s.season_type
      from games g join seasons s on s.id = g.season_id
      where g.season_id = ${seasonId} and g.id > ${after} and g.status = 'final'
        and not exists (select 1 from box_scores b where b.game_id = g.id)
      order by g.id limit ${opts.chunkGames}`),
  ).map((r): SeededGame => ({
    id: Number(r.id),
    seasonId,
    homeTeamId: Number(r.home_team_id),
    awayTeamId: Number(r.away_team_id),
    homeScore: r.home_score === null ? null : Number(r.home_score),
    awayScore: r.away_score === null ? null : Number(r.away_score),
    status: String(r.status),
    outcome: r.outcome as SeededGame['outcome'],
    playoffs: r.season_type === 'playoffs',
  }));
  if (games.length === 0) {
    await db.execute(sql`delete from demo_history_rosters where season_id = ${seasonId}`);
    await db.execute(sql`delete from demo_history_pending where season_id = ${seasonId}`);
    return { gameIds: [] };
  }
  cursor.set(seasonId, games[games.length - 1]!.id);
  const rosters = await rostersOf(db, seasonId, games);
  await turn();
  const rows = boxScoreRows(games, (team) => rosters.get(team), createRng((BOX_SEED ^ games[0]!.id) >>> 0));
  // The heads with their triggers (the data version that tells caches the games changed)...
  await insertAll(db, boxScores, rows.heads);
  // ...the lines without the per-row foreign-key checks (two index probes for each of ~2.5 million lineup rows,
  // half of the history's inserts) on the embedded engine: it runs one transaction at a time, so nothing can
  // remove the box scores and players they reference, read or written by this transaction, in between.
  if (opts.embedded) await skipForeignKeyChecks(db);
  await insertBoxScoreLines(db, rows, false);
  if (opts.embedded) await restoreForeignKeyChecks(db);
  await turn();
  const gameIds = rows.heads.map((h) => (h as { gameId: number }).gameId);
  if (opts.addTotals) await addPlayerStatsOfGames(db, gameIds);
  return { gameIds };
}

/**
 * Each team's players in the season, as the seed chose them (demo_history_rosters, in lineup order).
 * A season pending from before those rosters were kept falls back to the teams' current players.
 */
async function rostersOf(db: Db, seasonId: number, games: SeededGame[]): Promise<Map<number, RosterPlayer[]>> {
  const teamIds = sql.join(
    [...new Set(games.flatMap((g) => [g.homeTeamId, g.awayTeamId]))].map((id) => sql`${id}`),
    sql`, `,
  );
  const [kept] = resultRows(await db.execute(sql`select exists (select 1 from demo_history_rosters where season_id = ${seasonId}) as ok`));
  const rows = resultRows(
    await db.execute(
      kept!.ok === true
        ? sql`select p.id, p.position, r.team_id from demo_history_rosters r
            cross join unnest(r.player_ids) with ordinality as u(id, ord) join players p on p.id = u.id
            where r.season_id = ${seasonId} and r.team_id in (${teamIds}) order by r.team_id, u.ord`
        : sql`select id, position, current_team_id as team_id from players where current_team_id in (${teamIds}) order by id`,
    ),
  );
  const rosters = new Map<number, RosterPlayer[]>();
  for (const r of rows) {
    const team = Number(r.team_id);
    rosters.set(team, [...(rosters.get(team) ?? []), { id: Number(r.id), position: r.position as RosterPlayer['position'] }]);
  }
  return rosters;
}
