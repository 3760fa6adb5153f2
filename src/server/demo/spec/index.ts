import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '#server/db/client';
import { FIRST_STANDINGS_YEAR, seasonName, seasonYearLabel } from '#shared/domain/standings/seasons';
import { currentSeasonYear, isoDate } from '../dates';
import { resultRows, skipForeignKeyChecks, withoutSecondaryIndexes } from '../insert';
import { facilitiesSql, gamesSql, leaguesSql, playersSql, seasonsSql, teamsSql, type Plan, type SeasonYear } from './statements';
import { addPlayerStatsFromGames } from '#server/repositories/stats/player-season-stats';
import { specBoxScoreStatements } from './box-scores';
import { wordTableStatements } from './word-tables';

/** requirements §1 and §9: the marketing page's promise. League id 1 stays the NHL from the demo set. */
export const SPEC_TARGETS = { facilities: 15_000, leagues: 500, teams: 25_000, players: 100_000, games: 1_000_000 };
const TABLES = ['facilities', 'leagues', 'teams', 'players', 'seasons', 'games'] as const;
const BOX_TABLES = ['box_scores', 'box_score_lineups', 'box_score_goals', 'box_score_goalies', 'player_season_stats'] as const;
type Step = (label: string, run: () => Promise<unknown>) => Promise<void>;

async function one(db: Db, query: string): Promise<Record<string, unknown>> {
  return resultRows(await db.execute(sql.raw(query)))[0];
}
const count = async (db: Db, table: string) => Number((await one(db, `select count(*)::int as n from ${table}`)).n);
const nextId = async (db: Db, table: string) => Number((await one(db, `select coalesce(max(id), 0) + 1 as n from ${table}`)).n);

async function load(db: Db, today: Date, step: Step): Promise<void> {
  const exec = (q: string) => db.execute(sql.raw(q));
  for (const q of wordTableStatements()) await exec(q);
  const plan: Plan = {
    minLeague: await nextId(db, 'leagues'),
    nLeagues: SPEC_TARGETS.leagues - (await count(db, 'leagues')),
    minFacility: await nextId(db, 'facilities'),
    nFacilities: SPEC_TARGETS.facilities - (await count(db, 'facilities')),
    minTeam: await nextId(db, 'teams'),
    nTeams: SPEC_TARGETS.teams - (await count(db, 'teams')),
    nPlayers: SPEC_TARGETS.players - (await count(db, 'players')),
    today: isoDate(today),
  };
  await step(`leagues +${plan.nLeagues}`, () => exec(leaguesSql(plan.nLeagues)));
  await step(`facilities +${plan.nFacilities}`, () => exec(facilitiesSql(plan.nFacilities)));
  await step(`teams +${plan.nTeams}`, () => exec(teamsSql(plan)));
  await step(`players +${plan.nPlayers}`, () => exec(playersSql(plan)));

  const current = currentSeasonYear(today);
  const years: SeasonYear[] = [];
  for (let y = FIRST_STANDINGS_YEAR; y <= current + 1; y += 1) {
    years.push({
      label: seasonYearLabel(y),
      name: seasonName(y, 'regular'),
      start: `${y}-10-01`,
      end: `${y + 1}-03-31`,
      active: y === current,
    });
  }
  await step(`seasons +${plan.nLeagues * years.length}`, () => exec(seasonsSql(plan, years)));

  // About a million games in total, spread evenly over every generated league's seasons so far.
  const played = years.filter((y) => y.start <= plan.today);
  const minGame = await nextId(db, 'games');
  const perSeason = Math.ceil((SPEC_TARGETS.games - (await count(db, 'games'))) / (plan.nLeagues * played.length));
  const teamsPerLeague = Math.floor(plan.nTeams / plan.nLeagues);
  for (const y of played) {
    await step(`games ${y.label} +${perSeason * plan.nLeagues}`, () => exec(gamesSql(plan, y.label, perSeason, teamsPerLeague)));
  }
  // Issue #17: every generated final gets its box score, and its players their season lines.
  await step('box scores', async () => {
    for (const q of specBoxScoreStatements(plan.minTeam, minGame)) await exec(q);
  });
  await step('season totals', () => addPlayerStatsFromGames(db, minGame));
}

/**
 * Tops the demo data set up to the spec's scale with set-based INSERT ... SELECT statements,
 * in one transaction with secondary indexes rebuilt once at the end, then refreshes the
 * planner statistics. Works the same on PGlite and PostgreSQL.
 */
export async function topUpToSpecScale(handle: DbHandle, today: Date, log: (m: string) => void): Promise<void> {
  const started = Date.now();
  const secs = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  const step: Step = async (label, run) => {
    const t0 = Date.now();
    await run();
    log(`[spec] ${label} (${secs(t0)} s, total ${secs(started)} s)`);
  };

  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await skipForeignKeyChecks(db);
    if (handle.kind === 'postgres') await db.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
    await db.execute(sql.raw('select setseed(0.2019)'));
    await withoutSecondaryIndexes(db, [...TABLES, ...BOX_TABLES], async () => {
      await load(db, today, step);
      log('[spec] rebuilding indexes ...');
    });
  });
  log(`[spec] indexes rebuilt and committed (total ${secs(started)} s)`);
  // VACUUM as well: it sets the visibility map, without which counts of a filter (the list
  // totals) read the heap instead of answering from the index alone — 3–5x slower on 100k players.
  await step('vacuum analyze', () => handle.exec('VACUUM ANALYZE'));
  const totals = await Promise.all([...TABLES, 'box_scores', 'box_score_lineups'].map(async (t) => `${await count(handle.db, t)} ${t}`));
  log(`[spec] done in ${secs(started)} s: ${totals.join(', ')}`);
}
