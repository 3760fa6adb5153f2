import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxScoreIssues } from '#shared/domain/box-score/box-score-rules';
import {
  boxScores,
  demoHistoryPending,
  demoHistoryRosters,
  games,
  leagues,
  players,
  playerSeasonStats,
  seasons,
  teams,
} from '#server/db/schema';
import { startDemoHistory } from '#server/demo';
import { resultRows } from '#server/demo/insert';
import { boxScoreGame, readBoxBody } from '#server/repositories/box-score/box-score-read';
import { refreshPlayerStats } from '#server/repositories/stats/player-season-stats';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { TEST_ENGINE } from '../helpers/test-db';

// Issue #18 item 6: the demo's older seasons get their box scores after start, a chunk at a time.
let t: TestApp;
const quiet = { log: () => {} };
const ids = { regular: 0, playoffs: 0, untouched: 0, goalieOnly: 0 };
// The playoffs' kept rosters (demo_history_rosters): former players (no current team) and part of today's.
const kept: Record<number, number[]> = {};
const RESULTS = [
  [4, 2, 'REG'],
  [2, 3, 'OT'],
  [3, 2, 'SO'],
  [0, 1, 'REG'],
  [5, 4, 'OT'],
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'History League' }).returning();
  const made = await db
    .insert(seasons)
    .values(
      (['regular', 'playoffs', 'regular'] as const).map((seasonType, i) => ({
        leagueId: league.id,
        year: i === 2 ? '2021-22' : '2020-21',
        seasonType,
        name: `${i === 2 ? '2021-22' : '2020-21'} ${seasonType}`,
      })),
    )
    .returning();
  [ids.regular, ids.playoffs, ids.untouched] = made.map((s) => s.id);
  const [a, b, c] = await db
    .insert(teams)
    .values(['A', 'B', 'C'].map((n) => ({ name: `History ${n}`, city: n, leagueId: league.id })))
    .returning();
  const skaters = ['center', 'left_wing', 'right_wing', 'defense', 'defense', 'center'] as const;
  await db.insert(players).values(
    [a!, b!].flatMap((team) =>
      (['goalie', ...skaters] as const).map((position, j) => ({
        firstName: `H${team.id}`,
        lastName: `P${j}`,
        position,
        currentTeamId: team.id,
      })),
    ),
  );
  await db.insert(players).values({ firstName: 'Only', lastName: 'Goalie', position: 'goalie', currentTeamId: c!.id });
  const formers = await db
    .insert(players)
    .values([
      { firstName: 'Former', lastName: 'Goalie', position: 'goalie' as const },
      { firstName: 'Former', lastName: 'Center', position: 'center' as const },
    ])
    .returning();
  const today = async (teamId: number) =>
    (await db.select({ id: players.id }).from(players).where(eq(players.currentTeamId, teamId)).orderBy(asc(players.id))).map((p) => p.id);
  kept[a!.id] = [formers[0]!.id, ...(await today(a!.id)).slice(1, 4), formers[1]!.id];
  kept[b!.id] = (await today(b!.id)).slice(0, 4);
  await db
    .insert(demoHistoryRosters)
    .values(Object.entries(kept).map(([teamId, playerIds]) => ({ seasonId: ids.playoffs, teamId: Number(teamId), playerIds })));
  const game = (seasonId: number, home: number, away: number, day: number, [hs, as, outcome]: (typeof RESULTS)[number]) => ({
    seasonId,
    homeTeamId: home,
    awayTeamId: away,
    gameDate: `2021-01-${String(day).padStart(2, '0')}`,
    homeScore: hs,
    awayScore: as,
    status: 'final' as const,
    outcome,
  });
  await db.insert(games).values([
    ...RESULTS.flatMap((r, i) => [game(ids.regular, a!.id, b!.id, 1 + i, r), game(ids.regular, b!.id, a!.id, 10 + i, r)]),
    ...RESULTS.slice(0, 3).map((r, i) => game(ids.playoffs, a!.id, b!.id, 20 + i, r)),
    ...RESULTS.map((r, i) => game(ids.untouched, a!.id, b!.id, 1 + i, r)),
    // A team without skaters cannot have a box score: the fill passes the game and still ends.
    game(ids.regular, c!.id, a!.id, 25, RESULTS[0]),
    { seasonId: ids.regular, homeTeamId: a!.id, awayTeamId: b!.id, gameDate: '2021-01-28', status: 'scheduled' as const },
  ]);
  const [only] = await db.select({ id: games.id }).from(games).where(eq(games.homeTeamId, c!.id));
  ids.goalieOnly = only!.id;
  await db.insert(demoHistoryPending).values([{ seasonId: ids.regular }, { seasonId: ids.playoffs }]);
});

const boxed = async (seasonId: number) =>
  (
    await t.handle.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(boxScores, eq(boxScores.gameId, games.id))
      .where(eq(games.seasonId, seasonId))
  ).length;
const totals = () => t.handle.db.select().from(playerSeasonStats).orderBy(asc(playerSeasonStats.playerId), asc(playerSeasonStats.seasonId));
const pending = async () => (await t.handle.db.select().from(demoHistoryPending)).map((p) => p.seasonId).sort();

describe('demo history', () => {
  it('stops after the chunk in flight and leaves the rest pending, with totals matching what is there', async () => {
    const fill = startDemoHistory(t.handle, { ...quiet, chunkGames: 3 });
    await fill.stop();
    expect(await fill.done).toBe(3);
    expect(await boxed(ids.regular)).toBe(3);
    expect(await pending()).toEqual([ids.regular, ids.playoffs].sort());
    const partial = await totals();
    expect(partial.length).toBeGreaterThan(0);
    await refreshPlayerStats(t.handle.db, 'all');
    expect(await totals()).toEqual(partial);
  });

  it('resumes to the end: every final of a pending season gets a box score within the rules, and its players their totals', async () => {
    expect(await startDemoHistory(t.handle, { ...quiet, chunkGames: 3 }).done).toBe(7 + 3);
    expect(await pending()).toEqual([]);
    expect(await boxed(ids.regular)).toBe(10);
    expect(await boxed(ids.playoffs)).toBe(3);
    expect(await boxed(ids.untouched)).toBe(0);
    const [skipped] = await t.handle.db.select().from(boxScores).where(eq(boxScores.gameId, ids.goalieOnly));
    expect(skipped).toBeUndefined();
    const filled = resultRows(
      await t.handle.db.execute(
        sql`select b.game_id from box_scores b join games g on g.id = b.game_id where g.season_id in (${ids.regular}, ${ids.playoffs})`,
      ),
    );
    for (const { game_id } of filled) {
      const id = Number(game_id);
      expect(boxScoreIssues((await readBoxBody(t.handle.db, id))!, (await boxScoreGame(t.handle.db, id))!), `game ${id}`).toEqual([]);
    }
    const filledTotals = await totals();
    expect(filledTotals.filter((r) => r.seasonId === ids.regular).reduce((n, r) => n + r.gamesPlayed, 0)).toBeGreaterThanOrEqual(10 * 14);
    await refreshPlayerStats(t.handle.db, 'all');
    expect(await totals()).toEqual(filledTotals);
    // The embedded database has no autovacuum: the fill vacuums and analyzes once it is done.
    const [vacuumed] = resultRows(
      await t.handle.db.execute(
        sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'box_score_lineups'`,
      ),
    );
    expect(vacuumed).toEqual(TEST_ENGINE === 'pglite' ? { vacuumed: true, analyzed: true } : expect.anything());
  });

  it("dresses a season's kept rosters, in their order, and drops them with the season's pending row (issue 18 item 6)", async () => {
    const lineups = resultRows(
      await t.handle.db.execute(sql`select g.home_team_id, g.away_team_id, l.side, array_agg(l.player_id order by l.seq) as ids
        from box_score_lineups l join games g on g.id = l.game_id where g.season_id = ${ids.playoffs} group by 1, 2, 3, l.game_id`),
    );
    expect(lineups).toHaveLength(2 * 3);
    for (const l of lineups) {
      const team = Number(l.side === 'home' ? l.home_team_id : l.away_team_id);
      expect((l.ids as unknown[]).map(Number)).toEqual(kept[team]);
    }
    expect(await t.handle.db.select().from(demoHistoryRosters)).toEqual([]);
  });

  it('does nothing once complete', async () => {
    expect(await startDemoHistory(t.handle, quiet).done).toBe(0);
  });

  it('lets HTTP requests through between chunks (the embedded database would otherwise hold the event loop)', async () => {
    const [first] = await t.handle.db.select().from(games).where(eq(games.seasonId, ids.untouched)).limit(1);
    // 40 games in chunks of 5: eight chunks, enough for a request to arrive between two; 300 outlasted the 30 s
    // test deadline on Node 22 beside the browser tier (CI 2026-11-27).
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...first!,
      id: undefined,
      gameDate: `2022-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
    }));
    await t.handle.db.insert(games).values(many);
    await t.handle.db.insert(demoHistoryPending).values({ seasonId: ids.untouched });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const fill = startDemoHistory(t.handle, { ...quiet, chunkGames: 5 });
    const first1 = await Promise.race([
      fetch(`${address}/api/health`).then((r) => `answered ${r.status}`),
      fill.done.then(() => 'history finished first'),
    ]);
    await fill.done;
    expect(first1).toBe('answered 200');
    expect(await boxed(ids.untouched)).toBe(45);
  });
});
