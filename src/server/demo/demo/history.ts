import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '#server/db/client';
import { LOCK_KEYS } from '#server/db/lock-keys';
import { vacuumEmbedded } from '#server/db/vacuum-embedded';
import { addPlayerStatsOfGames } from '#server/repositories/stats/player-season-stats';
import { resultRows } from '../insert';
import { createRng } from '../prng';
import type { RosterPlayer } from './box-score-gen';
import { BOX_SEED, boxScoreRows, insertBoxScoreRows, type SeededGame } from './box-scores';

export type HistoryOptions = {
  log?: (message: string) => void;
  /** Games per transaction: small, because the embedded database runs one transaction at a time. */
  chunkGames?: number;
  retryMs?: number;
};
export type HistoryFill = { done: Promise<number>; stop: () => Promise<void> };
type Step = { filled: number } | 'locked' | 'finished';

// The embedded database answers in microtasks: without a turn of the event loop now and then, no
// request would even be read until the whole history is done (answers that need no database, such
// as cached pages, also go out between a chunk's statements).
const turn = () => new Promise((r) => setImmediate(r));

/**
 * Issue #18 item 6: the box scores of the demo's older seasons (demo_history_pending), generated
 * after the server is up so that a first start stays quick, a chunk of games per short transaction
 * so that requests keep being answered in between. Each chunk adds its lines to the players' season
 * totals, so a page never shows totals that disagree with the box scores it can open. Stopping waits for
 * the chunk in flight; a restart resumes with the seasons still pending.
 */
export function startDemoHistory(handle: DbHandle, opts: HistoryOptions = {}): HistoryFill {
  const log = opts.log ?? ((m: string) => console.log(m));
  let stopped = false;
  const run = async (): Promise<number> => {
    const started = Date.now();
    const cursor = new Map<number, number>();
    let filled = 0;
    let failures = 0;
    // Issue 28 item 12: a newcomer is told that careers are still being filled in, how far, and when it ends.
    // Counted after the first chunk, which is already in flight when the fill starts (stop() lets it finish).
    let total = -1;
    let reported = 0;
    while (!stopped) {
      let step: Step;
      try {
        step = await handle.db.transaction((tx) => fillChunk(tx as unknown as Db, cursor, opts.chunkGames ?? 20));
        failures = 0;
      } catch (err) {
        // A concurrent admin edit of the same game, or the database away for a moment.
        if (++failures >= 5) throw err;
        step = 'locked';
      }
      if (step === 'finished') break;
      if (step === 'locked') await new Promise((r) => setTimeout(r, opts.retryMs ?? 2000));
      else filled += step.filled;
      if (total < 0) {
        total = filled + (await remainingGames(handle.db).catch(() => 0));
        if (total > filled)
          log(`Older seasons: adding ${total} box scores in the background (careers show only recent seasons until this ends)`);
      }
      const tenths = total > 0 ? Math.floor((filled / total) * 10) : 0;
      if (tenths > reported && tenths < 10) {
        reported = tenths;
        log(`Older seasons: ${filled} of ${total} box scores added (${tenths * 10} %)`);
      }
      await turn();
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

/** Finals of the pending seasons still without a box score. */
async function remainingGames(db: Db): Promise<number> {
  const [row] = resultRows(
    await db.execute(sql`select count(*)::int as n from games g
      where g.season_id in (select season_id from demo_history_pending) and g.status = 'final'
        and not exists (select 1 from box_scores b where b.game_id = g.id)`),
  );
  return Number(row?.n ?? 0);
}

async function fillChunk(db: Db, cursor: Map<number, number>, chunkGames: number): Promise<Step> {
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
      order by g.id limit ${chunkGames}`),
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
    return { filled: 0 };
  }
  cursor.set(seasonId, games[games.length - 1]!.id);
  const rosters = await rostersOf(db, seasonId, games);
  await turn();
  const rows = boxScoreRows(games, (team) => rosters.get(team), createRng((BOX_SEED ^ games[0]!.id) >>> 0));
  await insertBoxScoreRows(db, rows, false);
  await turn();
  await addPlayerStatsOfGames(
    db,
    rows.heads.map((h) => (h as { gameId: number }).gameId),
  );
  return { filled: rows.heads.length };
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
