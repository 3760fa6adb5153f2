import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, leagues, seasons, teams } from '#server/db/schema';
import { unsoundResults } from '#server/repositories/games/result-check';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue 18 item 2: "a final needs a winner unless the league's points system awards points for a tie
// (then outcome TIE is allowed and counted)".
let t: TestApp;
const f = { tieSeason: 0, nhlSeason: 0, a: 0, b: 0, c: 0, x: 0, y: 0 };
const NO_TIES = "This league's points system gives no points for a tie: a final needs a winner";

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: { cookie: t.admin },
    payload: {
      name: 'Classic League',
      shortName: 'CL',
      pointsSystem: { regulationWin: 2, overtimeWin: 2, shootoutWin: 2, regulationLoss: 0, overtimeLoss: 1, shootoutLoss: 1, tie: 1 },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  expect(json(made).pointsSystem.tie).toBe(1);
  const [nhl] = await db.insert(leagues).values({ name: 'Winners League', shortName: 'WL' }).returning();
  const [tieSeason, nhlSeason] = await db
    .insert(seasons)
    .values([
      { leagueId: json(made).id, year: '2025-26', name: '2025-26 Regular Season' },
      { leagueId: nhl.id, year: '2025-26', name: '2025-26 Regular Season' },
    ])
    .returning();
  const [a, b, c] = await db
    .insert(teams)
    .values(
      ['Ants', 'Bees', 'Crows'].map((name) => ({ name, city: name, shortName: name.slice(0, 3).toUpperCase(), leagueId: json(made).id })),
    )
    .returning();
  const [x, y] = await db
    .insert(teams)
    .values(['Xylos', 'Yaks'].map((name) => ({ name, city: name, shortName: name.slice(0, 3).toUpperCase(), leagueId: nhl.id })))
    .returning();
  Object.assign(f, { tieSeason: tieSeason.id, nhlSeason: nhlSeason.id, a: a.id, b: b.id, c: c.id, x: x.id, y: y.id });
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: t.admin } });
const standings = async (seasonId: number) =>
  json(await t.app.inject({ url: `/api/standings/${seasonId}` })).map(
    (r: { team: { name: string }; gamesPlayed: number; ties: number; points: number }) => [r.team.name, r.gamesPlayed, r.ties, r.points],
  );

describe('TIE outcome', () => {
  it('a league keeps its points system without ties unless it says so', async () => {
    const res = await t.app.inject({ url: `/api/leagues?search=Winners` });
    expect(json(res)[0].pointsSystem).toMatchObject({ regulationWin: 2, tie: 0 });
  });

  it('accepts a tied final in a league that gives ties points, and the standings count it', async () => {
    const res = await send('POST', '/api/games', {
      homeTeamId: f.a,
      awayTeamId: f.b,
      gameDate: '2025-10-10',
      seasonId: f.tieSeason,
      homeScore: 2,
      awayScore: 2,
      outcome: 'TIE',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ status: 'final', outcome: 'TIE' });
    expect(await standings(f.tieSeason)).toEqual([
      ['Ants', 1, 1, 1],
      ['Bees', 1, 1, 1],
      ['Crows', 0, 0, 0],
    ]);
  });

  it('refuses TIE where the league gives no points for a tie, and a TIE with unequal scores; stores nothing', async () => {
    const before = (await t.handle.db.select().from(games)).length;
    const nhl = await send('POST', '/api/games', {
      homeTeamId: f.x,
      awayTeamId: f.y,
      gameDate: '2025-10-10',
      seasonId: f.nhlSeason,
      homeScore: 1,
      awayScore: 1,
      outcome: 'TIE',
    });
    expect(nhl.statusCode).toBe(400);
    expect(json(nhl).errors).toEqual([{ path: 'outcome', message: NO_TIES }]);
    const noSeason = await send('POST', '/api/games', {
      homeTeamId: f.a,
      awayTeamId: f.c,
      gameDate: '2025-10-11',
      homeScore: 0,
      awayScore: 0,
      outcome: 'TIE',
    });
    expect(noSeason.statusCode).toBe(400);
    const unequal = await send('POST', '/api/games', {
      homeTeamId: f.a,
      awayTeamId: f.c,
      gameDate: '2025-10-11',
      seasonId: f.tieSeason,
      homeScore: 3,
      awayScore: 1,
      outcome: 'TIE',
    });
    expect(json(unequal).errors).toEqual([{ path: 'outcome', message: 'A tie has equal scores, not 3–1' }]);
    const reg = await send('POST', '/api/games', {
      homeTeamId: f.a,
      awayTeamId: f.c,
      gameDate: '2025-10-11',
      seasonId: f.tieSeason,
      homeScore: 2,
      awayScore: 2,
      outcome: 'REG',
    });
    expect(reg.statusCode).toBe(400);
    expect((await t.handle.db.select().from(games)).length).toBe(before);
  });

  it('results entry and edits follow the same rule, by the season the game ends up in', async () => {
    const [g] = await t.handle.db
      .insert(games)
      .values({ homeTeamId: f.b, awayTeamId: f.c, gameDate: '2025-10-12', startsAt: '2025-10-12T23:00:00Z', seasonId: f.tieSeason })
      .returning();
    const saved = await send('POST', '/api/games/results', {
      results: [{ id: g.id, homeScore: 3, awayScore: 3, status: 'final', outcome: 'TIE' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await standings(f.tieSeason)).toContainEqual(['Crows', 1, 1, 1]);
    // Moving the tied game into a league without ties is refused.
    const moved = await send('PATCH', `/api/games/${g.id}`, { seasonId: f.nhlSeason });
    expect(moved.statusCode).toBe(400);
    expect(json(moved).errors).toEqual([{ path: 'outcome', message: NO_TIES }]);
  });

  it('import accepts TIE rows only in a league with tie points, naming the line', async () => {
    const csv = [
      'externalId,league,season,date,homeTeam,awayTeam,homeScore,awayScore,outcome',
      't1,CL,2025-26,2025-10-20,ANT,CRO,1,1,TIE',
      't2,WL,2025-26,2025-10-20,XYL,YAK,4,4,TIE',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/games?dryRun=true',
      payload: `${csv}\n`,
      headers: { 'content-type': 'text/csv', cookie: t.admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ created: 1, rejectedCount: 1, rejected: [{ line: 3, column: 'outcome', message: NO_TIES }] });
  });

  it('the stored-data check reports a TIE only where the league has no tie points', async () => {
    const [bad] = await t.handle.db
      .insert(games)
      .values({
        homeTeamId: f.x,
        awayTeamId: f.y,
        gameDate: '2025-10-13',
        startsAt: '2025-10-13T23:00:00Z',
        seasonId: f.nhlSeason,
        status: 'final',
        homeScore: 2,
        awayScore: 2,
        outcome: 'TIE',
      })
      .returning();
    const report = await unsoundResults(t.handle.db);
    expect(report.games).toEqual([{ id: bad.id, problems: [NO_TIES] }]);
    await t.handle.db.delete(games).where(eq(games.id, bad.id));
  });
});

describe('Auto-Set Status and ties', () => {
  const row = async (id: number) => (await t.handle.db.select().from(games).where(eq(games.id, id)))[0];

  it('finalises a tied game as TIE once started, only in a league whose points system counts ties', async () => {
    const past = { gameDate: '2025-11-01', startsAt: '2025-11-01T18:00:00Z', status: 'scheduled' as const };
    const [noOutcome, markedTie, future, nhl, contradicted] = await t.handle.db
      .insert(games)
      .values([
        { ...past, seasonId: f.tieSeason, homeTeamId: f.a, awayTeamId: f.c, homeScore: 1, awayScore: 1 },
        { ...past, seasonId: f.tieSeason, homeTeamId: f.b, awayTeamId: f.c, homeScore: 0, awayScore: 0, outcome: 'TIE' as const },
        {
          ...past,
          gameDate: '2099-11-01',
          startsAt: '2099-11-01T18:00:00Z',
          seasonId: f.tieSeason,
          homeTeamId: f.a,
          awayTeamId: f.b,
          homeScore: 4,
          awayScore: 4,
        },
        { ...past, seasonId: f.nhlSeason, homeTeamId: f.x, awayTeamId: f.y, homeScore: 3, awayScore: 3 },
        // A tie stored as a regulation win contradicts itself: a person decides which part is wrong.
        { ...past, seasonId: f.tieSeason, homeTeamId: f.c, awayTeamId: f.a, homeScore: 2, awayScore: 2, outcome: 'REG' as const },
      ])
      .returning();
    const res = await send('POST', '/api/games/auto-set-status', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ changed: 2 });
    expect(await row(noOutcome.id)).toMatchObject({ status: 'final', outcome: 'TIE', homeScore: 1, awayScore: 1 });
    expect(await row(markedTie.id)).toMatchObject({ status: 'final', outcome: 'TIE' });
    expect(await row(future.id)).toMatchObject({ status: 'scheduled', outcome: null, homeScore: 4 });
    expect(await row(nhl.id)).toMatchObject({ status: 'scheduled', outcome: null, homeScore: 3 });
    expect(await row(contradicted.id)).toMatchObject({ status: 'scheduled', outcome: 'REG' });
    // The finalised ties are sound results and count in the standings.
    expect((await unsoundResults(t.handle.db)).games.map((g) => g.id)).not.toContain(noOutcome.id);
    const table = await standings(f.tieSeason);
    expect(table).toContainEqual(['Ants', 2, 2, 2]);
    expect(table).toContainEqual(['Crows', 3, 3, 3]);
    expect(json(await send('POST', '/api/games/auto-set-status', {}))).toEqual({ changed: 0 });
  });
});
