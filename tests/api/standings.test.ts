import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { auditLog, games, leagues, seasons, teams } from '#server/db/schema';
import { ADMIN, buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
const id = {} as Record<string, number>;

type GameRow = typeof games.$inferInsert;
const final = (g: Omit<GameRow, 'status'>): GameRow => ({ ...g, status: 'final' });

async function team(name: string, leagueId: number | null, conference: string | null, division: string | null) {
  const [row] = await t.handle.db
    .insert(teams)
    .values({ name, city: name, leagueId, conference, division, primaryColor: '#0a2240' })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [nhl] = await db.insert(leagues).values({ name: 'Fixture League' }).returning();
  const [iihf] = await db
    .insert(leagues)
    .values({
      name: 'Fixture IIHF',
      pointsSystem: { regulationWin: 3, overtimeWin: 2, shootoutWin: 2, regulationLoss: 0, overtimeLoss: 1, shootoutLoss: 1 },
    })
    .returning();
  const [lonely] = await db.insert(leagues).values({ name: 'No Teams League' }).returning();
  const season = async (leagueId: number, year: string) =>
    (
      await db
        .insert(seasons)
        .values({ leagueId, year, name: `${year} Regular Season` })
        .returning()
    )[0].id;
  Object.assign(id, {
    nhl: nhl.id,
    season: await season(nhl.id, '2024-25'),
    empty: await season(nhl.id, '2025-26'),
    iihfSeason: await season(iihf.id, '2024-25'),
    lonelySeason: await season(lonely.id, '2024-25'),
    A: await team('Alpha', nhl.id, 'East', 'North'),
    B: await team('Bravo', nhl.id, 'East', 'North'),
    C: await team('Charlie', nhl.id, 'West', 'South'),
    D: await team('Delta', nhl.id, 'West', 'South'),
    X: await team('Xray', iihf.id, null, null),
    Y: await team('Yankee', iihf.id, null, null),
    Z: await team('Zulu', iihf.id, null, null),
  });
  const s = id.season;
  await db.insert(games).values([
    final({ seasonId: s, gameDate: '2024-10-01', homeTeamId: id.A, awayTeamId: id.B, homeScore: 3, awayScore: 1, outcome: 'REG' }),
    final({ seasonId: s, gameDate: '2024-10-02', homeTeamId: id.C, awayTeamId: id.D, homeScore: 2, awayScore: 3, outcome: 'OT' }),
    final({ seasonId: s, gameDate: '2024-10-03', homeTeamId: id.B, awayTeamId: id.C, homeScore: 4, awayScore: 3, outcome: 'SO' }),
    final({ seasonId: s, gameDate: '2024-10-04', homeTeamId: id.D, awayTeamId: id.A, homeScore: 1, awayScore: 2, outcome: 'REG' }),
    final({ seasonId: s, gameDate: '2024-10-05', homeTeamId: id.A, awayTeamId: id.C, homeScore: 2, awayScore: 5, outcome: 'REG' }),
    final({ seasonId: s, gameDate: '2024-10-06', homeTeamId: id.B, awayTeamId: id.D, homeScore: 3, awayScore: 2, outcome: 'OT' }),
    // Not final, or another season: must not count.
    { seasonId: s, gameDate: '2024-10-07', homeTeamId: id.A, awayTeamId: id.D, homeScore: 9, awayScore: 0, status: 'live', period: '3' },
    { seasonId: s, gameDate: '2024-10-08', homeTeamId: id.B, awayTeamId: id.C, status: 'scheduled', gameTime: '19:00' },
    final({ seasonId: id.empty, gameDate: '2025-10-01', homeTeamId: id.D, awayTeamId: id.C, homeScore: 7, awayScore: 0, outcome: 'REG' }),
    final({
      seasonId: id.iihfSeason,
      gameDate: '2024-11-01',
      homeTeamId: id.X,
      awayTeamId: id.Y,
      homeScore: 4,
      awayScore: 1,
      outcome: 'REG',
    }),
    final({
      seasonId: id.iihfSeason,
      gameDate: '2024-11-02',
      homeTeamId: id.Y,
      awayTeamId: id.Z,
      homeScore: 3,
      awayScore: 2,
      outcome: 'OT',
    }),
    final({
      seasonId: id.iihfSeason,
      gameDate: '2024-11-03',
      homeTeamId: id.Z,
      awayTeamId: id.X,
      homeScore: 2,
      awayScore: 1,
      outcome: 'SO',
    }),
  ]);
  // The 2025-26 game above belongs to that season; the "empty" case uses a fresh season below.
  id.fresh = (await db.insert(seasons).values({ leagueId: nhl.id, year: '2026-27', name: '2026-27 Regular Season' }).returning())[0].id;
});

const get = (url: string) => t.app.inject({ url });
const table = async (seasonId: number) => json(await get(`/api/standings/${seasonId}`)) as Record<string, unknown>[];
const brief = (rows: Record<string, unknown>[]) => rows.map((r) => [(r.team as { name: string }).name, r.rank, r.points]);

describe('GET /api/standings/:seasonId', () => {
  it('matches the hand-computed NHL table (2-1-0 points, RW tiebreak among three 4-point teams)', async () => {
    const res = await get(`/api/standings/${id.season}`);
    expect(res.statusCode).toBe(200);
    // Hand computation: A W3-1, W2-1 (away), L2-5 -> 4 pts; B L1-3, W4-3 SO, W3-2 OT -> 4 pts;
    // C L2-3 OT, L3-4 SO, W5-2 -> 4 pts; D W3-2 OT, L1-2, L2-3 OT -> 3 pts.
    // A, B, C tie on points and points % (4/6); regulation wins A 2 > C 1 > B 0 decide.
    // Goals check: GF 7+8+10+6 = GA 7+8+9+7 = 31.
    const expected = [
      {
        rank: 1,
        name: 'Alpha',
        gamesPlayed: 3,
        wins: 2,
        losses: 1,
        overtimeLosses: 0,
        points: 4,
        goalsFor: 7,
        goalsAgainst: 7,
        goalDifferential: 0,
        regulationWins: 2,
        regulationPlusOvertimeWins: 2,
        pointsPercentage: 0.667,
        lastTen: '2-1-0',
        streak: 'L1',
      },
      {
        rank: 2,
        name: 'Charlie',
        gamesPlayed: 3,
        wins: 1,
        losses: 0,
        overtimeLosses: 2,
        points: 4,
        goalsFor: 10,
        goalsAgainst: 9,
        goalDifferential: 1,
        regulationWins: 1,
        regulationPlusOvertimeWins: 1,
        pointsPercentage: 0.667,
        lastTen: '1-0-2',
        streak: 'W1',
      },
      {
        rank: 3,
        name: 'Bravo',
        gamesPlayed: 3,
        wins: 2,
        losses: 1,
        overtimeLosses: 0,
        points: 4,
        goalsFor: 8,
        goalsAgainst: 8,
        goalDifferential: 0,
        regulationWins: 0,
        regulationPlusOvertimeWins: 1,
        pointsPercentage: 0.667,
        lastTen: '2-1-0',
        streak: 'W2',
      },
      {
        rank: 4,
        name: 'Delta',
        gamesPlayed: 3,
        wins: 1,
        losses: 1,
        overtimeLosses: 1,
        points: 3,
        goalsFor: 6,
        goalsAgainst: 7,
        goalDifferential: -1,
        regulationWins: 0,
        regulationPlusOvertimeWins: 1,
        pointsPercentage: 0.5,
        lastTen: '1-1-1',
        streak: 'OT1',
      },
    ];
    const rows = json(res);
    expect(rows).toHaveLength(4);
    rows.forEach((row: Record<string, unknown>, i: number) => {
      const { name, ...stats } = expected[i];
      expect(row).toMatchObject({ ...stats, team: { name } });
    });
    expect(rows[0].team).toMatchObject({
      id: id.A,
      conference: 'East',
      division: 'North',
      primaryColor: '#0a2240',
      shortName: null,
      logoUrl: null,
    });
    expect(rows[0].id).toBe(id.A);
    expect(res.headers['x-last-updated']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('uses the league points system: IIHF 3-2-1-0', async () => {
    // X: W4-1 REG (3) + L1-2 SO (1) = 4; Z: L2-3 OT (1) + W2-1 SO (2) = 3; Y: L1-4 (0) + W3-2 OT (2) = 2;
    // two games each, so at most 6 points: 4/6, 3/6, 2/6.
    const rows = await table(id.iihfSeason);
    expect(brief(rows)).toEqual([
      ['Xray', 1, 4],
      ['Zulu', 2, 3],
      ['Yankee', 3, 2],
    ]);
    expect(rows.map((r) => r.pointsPercentage)).toEqual([0.667, 0.5, 0.333]);
  });

  it('gives zero rows for every team of a season without games, and [] when the league has no teams', async () => {
    const rows = await table(id.fresh);
    expect(rows.map((r) => (r.team as { name: string }).name)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(rows.every((r) => r.gamesPlayed === 0 && r.points === 0 && r.lastTen === '0-0-0' && r.streak === '')).toBe(true);
    const res = await get(`/api/standings/${id.lonelySeason}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([]);
    expect(res.headers['x-last-updated']).toBeUndefined();
  });

  it("recomputes after a game is edited or deleted (the cache is keyed on the season's changes)", async () => {
    const db = t.handle.db;
    const before = await table(id.iihfSeason);
    const [extra] = await db
      .insert(games)
      .values(
        final({
          seasonId: id.iihfSeason,
          gameDate: '2024-11-04',
          homeTeamId: id.Y,
          awayTeamId: id.X,
          homeScore: 5,
          awayScore: 0,
          outcome: 'REG',
        }),
      )
      .returning();
    expect(brief(await table(id.iihfSeason))).toEqual([
      ['Yankee', 1, 5],
      ['Xray', 2, 4],
      ['Zulu', 3, 3],
    ]);
    await db
      .update(games)
      .set({ homeScore: 0, awayScore: 5, updatedAt: sql`now() + interval '1 second'` })
      .where(eq(games.id, extra.id));
    expect(brief(await table(id.iihfSeason))).toEqual([
      ['Xray', 1, 7],
      ['Zulu', 2, 3],
      ['Yankee', 3, 2],
    ]);
    await db.delete(games).where(eq(games.id, extra.id));
    expect(await table(id.iihfSeason)).toEqual(before);
  });

  it('follows results entered through the games API (POST, PUT, DELETE)', async () => {
    const before = await table(id.iihfSeason);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: { cookie: t.admin },
      payload: {
        homeTeamId: id.Z,
        awayTeamId: id.Y,
        gameDate: '2024-11-10',
        seasonId: id.iihfSeason,
        homeScore: 3,
        awayScore: 2,
        status: 'final',
        outcome: 'SO',
      },
    });
    expect(post.statusCode).toBe(201);
    // Zulu wins in a shootout: 3 + 2 = 5; Yankee gets the shootout-loss point: 2 + 1 = 3.
    expect(brief(await table(id.iihfSeason))).toEqual([
      ['Zulu', 1, 5],
      ['Xray', 2, 4],
      ['Yankee', 3, 3],
    ]);
    const gameId = json(post).id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${gameId}`,
      headers: { cookie: t.admin },
      payload: { outcome: 'REG' },
    });
    expect(put.statusCode).toBe(200);
    // Now a regulation win: Zulu 3 + 3 = 6, Yankee 2 + 0 = 2.
    expect(brief(await table(id.iihfSeason))).toEqual([
      ['Zulu', 1, 6],
      ['Xray', 2, 4],
      ['Yankee', 3, 2],
    ]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}`, headers: { cookie: t.admin } })).statusCode).toBe(204);
    expect(await table(id.iihfSeason)).toEqual(before);
  });

  it('includes visiting teams from other leagues that played in the season', async () => {
    const db = t.handle.db;
    const [lonely] = await db.select().from(seasons).where(eq(seasons.id, id.lonelySeason));
    const [cup] = await db
      .insert(seasons)
      .values({ leagueId: lonely.leagueId, year: '2025-26', seasonType: 'playoffs', name: '2025-26 Playoffs' })
      .returning();
    await db
      .insert(games)
      .values(
        final({ seasonId: cup.id, gameDate: '2025-12-01', homeTeamId: id.Y, awayTeamId: id.A, homeScore: 1, awayScore: 4, outcome: 'REG' }),
      );
    expect(brief(await table(cup.id))).toEqual([
      ['Alpha', 1, 2],
      ['Yankee', 2, 0],
    ]);
  });

  it('answers 404 for an unknown season and 400 for a bad id', async () => {
    expect((await get('/api/standings/999999')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await get(`/api/standings/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(json(res).errors[0].path).toBe('seasonId');
    }
  });

  it('exposes the season, league and real last-updated time in /meta', async () => {
    const res = await get(`/api/standings/${id.season}/meta`);
    expect(res.statusCode).toBe(200);
    const meta = json(res);
    expect(meta).toMatchObject({
      season: { id: id.season, name: '2024-25 Regular Season', leagueId: id.nhl, isActive: false },
      league: { id: id.nhl, name: 'Fixture League' },
      finalGames: 6,
    });
    expect(Date.now() - Date.parse(meta.lastUpdated)).toBeLessThan(5 * 60_000);
    expect(json(await get(`/api/standings/${id.lonelySeason}/meta`)).lastUpdated).toBeNull();
    expect((await get('/api/standings/999999/meta')).statusCode).toBe(404);
  });
});

describe('standings adjustments', () => {
  const url = (teamId: number, seasonId = id.season) => `/api/standings/${seasonId}/adjustments/${teamId}`;

  it('refuses writes signed out (401) and for non-admins (403)', async () => {
    expect((await t.app.inject({ method: 'PUT', url: url(id.D), payload: { points: 2 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: url(id.D), headers: { cookie: t.user }, payload: { points: 2 } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url: url(id.D) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: url(id.D), headers: { cookie: t.user } })).statusCode).toBe(403);
    expect(json(await get(`/api/standings/${id.season}/adjustments`))).toEqual([]);
  });

  it('validates the body and 404s unknown seasons or teams', async () => {
    const put = (u: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: u, headers: { cookie: t.admin }, payload: payload as object });
    const bad = await put(url(id.D), { points: 1.5, reason: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(
      json(bad)
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['points', 'reason']);
    expect((await put(url(id.D), { points: 0 })).statusCode).toBe(400);
    expect((await put(url(id.D, 999999), { points: 1 })).statusCode).toBe(404);
    expect((await put(url(999999), { points: 1 })).statusCode).toBe(404);
    expect((await put('/api/standings/x/adjustments/1', { points: 1 })).statusCode).toBe(400);
  });

  it('applies a bonus that reorders the table, replaces it on a second PUT, audits and deletes it', async () => {
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: url(id.B), headers: { cookie: t.admin }, payload });
    const first = await put({ points: 1, reason: 'Forfeit awarded' });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ seasonId: id.season, teamId: id.B, teamName: 'Bravo', points: 1, reason: 'Forfeit awarded' });
    expect(brief(await table(id.season))).toEqual([
      ['Bravo', 1, 5],
      ['Alpha', 2, 4],
      ['Charlie', 3, 4],
      ['Delta', 4, 3],
    ]);

    expect(json(await put({ points: -4, reason: 'Salary cap breach' })).points).toBe(-4);
    expect(brief(await table(id.season))).toEqual([
      ['Alpha', 1, 4],
      ['Charlie', 2, 4],
      ['Delta', 3, 3],
      ['Bravo', 4, 0],
    ]);
    expect(json(await get(`/api/standings/${id.season}/adjustments`))).toHaveLength(1);

    const audited = async () =>
      (await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'standing_adjustment')).orderBy(asc(auditLog.id))).map((a) => [
        a.action,
        a.userEmail,
      ]);
    expect(await audited()).toEqual([
      ['create', ADMIN.email],
      ['update', ADMIN.email],
    ]);

    const del = await t.app.inject({ method: 'DELETE', url: url(id.B), headers: { cookie: t.admin } });
    expect(del.statusCode).toBe(204);
    expect(brief(await table(id.season))).toEqual([
      ['Alpha', 1, 4],
      ['Charlie', 2, 4],
      ['Bravo', 3, 4],
      ['Delta', 4, 3],
    ]);
    expect((await audited()).at(-1)).toEqual(['delete', ADMIN.email]);
    expect((await t.app.inject({ method: 'DELETE', url: url(id.B), headers: { cookie: t.admin } })).statusCode).toBe(404);
  });

  it("refuses (400, field teamId) a team outside the season's league that played none of its games", async () => {
    const put = (teamId: number, seasonId = id.season) =>
      t.app.inject({ method: 'PUT', url: url(teamId, seasonId), headers: { cookie: t.admin }, payload: { points: 3 } });
    const outside = await put(id.X);
    expect(outside.statusCode).toBe(400);
    expect(json(outside).errors).toEqual([{ path: 'teamId', message: expect.stringMatching(/not in this season's league/) }]);
    const [free] = await t.handle.db.insert(teams).values({ name: 'Leagueless', city: 'Nowhere' }).returning();
    expect((await put(free.id)).statusCode).toBe(400);
    expect(json(await get(`/api/standings/${id.season}/adjustments`))).toEqual([]);
    // A visitor from another league that played the season's games has a row, so it may be adjusted.
    const [cup] = await t.handle.db.insert(seasons).values({ leagueId: id.nhl, year: '2030-31', name: '2030-31 Cup' }).returning();
    await t.handle.db
      .insert(games)
      .values({ seasonId: cup.id, gameDate: '2030-12-01', homeTeamId: id.A, awayTeamId: id.X, status: 'scheduled' });
    expect((await put(id.X, cup.id)).statusCode).toBe(200);
    expect((await put(id.Y, cup.id)).statusCode).toBe(400);
  });
});
