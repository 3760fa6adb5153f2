import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoSetStatus } from '#shared/domain/games/game-status';
import { countries, facilities, games, leagues, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
const f = { l1: 0, l2: 0, s1: 0, s2: 0, a: 0, b: 0, c: 0, d: 0, venue: 0 };
type G = { id: number; status: string; homeScore: number | null; awayScore: number | null; outcome: string | null; updatedAt: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [fin] = await db.insert(countries).values({ name: 'Finland', code: 'FIN' }).returning();
  const [venue] = await db
    .insert(facilities)
    .values({ name: 'Ice Hall', city: 'Helsinki', capacity: 8200, countryId: fin.id, facilityType: 'arena', surfaceType: 'ice' })
    .returning();
  const [l1, l2] = await db
    .insert(leagues)
    .values([{ name: 'Liiga Test', shortName: 'LT' }, { name: 'Mestis Test' }])
    .returning();
  const [s1, s2] = await db
    .insert(seasons)
    .values([
      { leagueId: l1.id, year: '2023-24', name: '2023-24 Regular Season' },
      { leagueId: l2.id, year: '2023-24', name: '2023-24 Regular Season' },
    ])
    .returning();
  const [a, b, c, d] = await db
    .insert(teams)
    .values([
      { name: 'Aces', shortName: 'ACE', city: 'Espoo', leagueId: l1.id, primaryColor: '#c00', homeVenueId: venue.id },
      { name: 'Bears', city: 'Pori', leagueId: l1.id },
      { name: 'Cubs', city: 'Oulu', leagueId: l2.id },
      { name: 'Dragons', city: 'Turku', leagueId: l1.id },
    ])
    .returning();
  Object.assign(f, { l1: l1.id, l2: l2.id, s1: s1.id, s2: s2.id, a: a.id, b: b.id, c: c.id, d: d.id, venue: venue.id });
});

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie: string | null = t.admin) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const list = (qs = ''): Promise<G[]> => t.app.inject({ url: `/api/games${qs}` }).then(json);
const paths = (res: Awaited<ReturnType<typeof send>>) => json(res).errors.map((e: { path: string }) => e.path);
const created: Record<string, G> = {};

describe('games API: create', () => {
  it('derives final from two scores and nests teams, venue, season and league', async () => {
    const res = await send('POST', '/api/games', {
      homeTeamId: f.a,
      awayTeamId: String(f.b),
      gameDate: '2024-01-10',
      gameTime: '19:00',
      venueId: f.venue,
      seasonId: f.s1,
      homeScore: 3,
      awayScore: '2',
      outcome: 'OT',
    });
    expect(res.statusCode).toBe(201);
    created.g1 = json(res);
    expect(json(res)).toMatchObject({
      status: 'final',
      outcome: 'OT',
      homeScore: 3,
      awayScore: 2,
      gameTime: '19:00:00',
      homeTeam: { id: f.a, name: 'Aces', shortName: 'ACE', city: 'Espoo', logoUrl: null, primaryColor: '#c00' },
      awayTeam: { id: f.b, name: 'Bears', shortName: null },
      venue: { id: f.venue, name: 'Ice Hall', city: 'Helsinki', capacity: 8200 },
      season: { id: f.s1, name: '2023-24 Regular Season', leagueId: f.l1 },
      league: { id: f.l1, name: 'Liiga Test', shortName: 'LT' },
    });
  });

  it("derives scheduled without scores, clears the outcome, and falls back to the home team's league", async () => {
    const res = await send('POST', '/api/games', {
      homeTeamId: f.b,
      awayTeamId: f.d,
      gameDate: '2024-01-10',
      gameTime: '17:00',
      homeScore: '',
      awayScore: '',
      outcome: 'SO',
      venueId: '',
      seasonId: '',
    });
    expect(res.statusCode).toBe(201);
    created.g2 = json(res);
    expect(json(res)).toMatchObject({
      status: 'scheduled',
      outcome: null,
      awayScore: null,
      venue: null,
      season: null,
      league: { id: f.l1 },
    });
    created.g3 = json(await send('POST', '/api/games', { homeTeamId: f.c, awayTeamId: f.a, gameDate: '2024-01-11', seasonId: f.s2 }));
    created.g4 = json(await send('POST', '/api/games', { homeTeamId: f.c, awayTeamId: f.b, gameDate: '2024-02-01', status: 'cancelled' }));
    expect(created.g4).toMatchObject({ status: 'cancelled', league: { id: f.l2 }, gameTime: null });
  });

  it('answers bad input with 400 and field paths', async () => {
    const same = await send('POST', '/api/games', { homeTeamId: f.a, awayTeamId: f.a, gameDate: '2024-01-12' });
    expect(same.statusCode).toBe(400);
    expect(paths(same)).toContain('awayTeamId');
    const bad = await send('POST', '/api/games', {
      homeTeamId: f.a,
      awayTeamId: f.b,
      gameDate: '2024-13-01',
      homeScore: -1,
      gameTime: '25:00',
      status: 'over',
      outcome: 'XX',
    });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(expect.arrayContaining(['gameDate', 'homeScore', 'gameTime', 'status', 'outcome']));
    const missing = await send('POST', '/api/games', { awayTeamId: f.b, homeTeamId: '' });
    expect(paths(missing)).toEqual(expect.arrayContaining(['homeTeamId', 'gameDate']));
    const unknown = await send('POST', '/api/games', { homeTeamId: f.a, awayTeamId: 999999, gameDate: '2024-01-12' });
    expect(unknown.statusCode).toBe(409);
    expect(json(unknown).message).toMatch(/away team does not exist/);
  });

  it('refuses every write signed out (401) and for non-admins (403)', async () => {
    const id = created.g1.id;
    const writes = [
      ['POST', '/api/games'],
      ['PUT', `/api/games/${id}`],
      ['PATCH', `/api/games/${id}`],
      ['DELETE', `/api/games/${id}`],
      ['POST', '/api/games/auto-set-status'],
      ['POST', '/api/games/results'],
    ] as const;
    const body = { homeTeamId: f.a, awayTeamId: f.b, gameDate: '2024-01-12', results: [{ id, homeScore: 0, awayScore: 9 }] };
    for (const [method, url] of writes) {
      expect((await send(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, body, t.user)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(json(await t.app.inject({ url: `/api/games/${id}` }))).toMatchObject({ homeScore: 3, awayScore: 2 });
  });
});

describe('games API: reads', () => {
  const ids = (rows: G[]) => rows.map((g) => g.id);

  it('filters by date, league (season or home team), team, season, status and range', async () => {
    const { g1, g2, g3, g4 } = created;
    expect(ids(await list('?date=2024-01-10'))).toEqual([g2.id, g1.id]);
    expect(ids(await list(`?leagueId=${f.l1}`))).toEqual([g2.id, g1.id]);
    expect(ids(await list(`?leagueId=${f.l2}`))).toEqual([g3.id, g4.id]);
    expect(ids(await list(`?date=2024-01-10&leagueId=${f.l2}`))).toEqual([]);
    expect(ids(await list(`?teamId=${f.a}`))).toEqual([g1.id, g3.id]);
    expect(ids(await list(`?seasonId=${f.s2}`))).toEqual([g3.id]);
    expect(ids(await list('?status=cancelled'))).toEqual([g4.id]);
    expect(ids(await list('?from=2024-01-11&to=2024-01-31'))).toEqual([g3.id]);
    expect(ids(await list(`?teamId=${f.b}&order=desc`))).toEqual([g4.id, g1.id, g2.id]);
    expect(ids(await list('?leagueId=all&date='))).toHaveLength(4);
  });

  it('lists everything newest first without filters, paginated with a total', async () => {
    const { g1, g2, g3, g4 } = created;
    const res = await t.app.inject({ url: '/api/games?limit=2' });
    expect(res.headers['x-total-count']).toBe('4');
    expect(ids(json(res))).toEqual([g4.id, g3.id]);
    expect(res.headers.link).toMatch(/offset=2/);
    expect(ids(await list('?limit=2&offset=2'))).toEqual([g1.id, g2.id]);
    expect(ids(await list('?order=asc'))).toEqual([g2.id, g1.id, g3.id, g4.id]);
  });

  it("counts a team's home and away games in its total, with the other filters (issue #16)", async () => {
    const total = async (query: string) => (await t.app.inject({ url: `/api/games${query}&limit=1` })).headers['x-total-count'];
    expect(await total(`?teamId=${f.b}`)).toBe('3');
    expect(await total(`?teamId=${f.a}`)).toBe('2');
    expect(await total(`?teamId=${f.b}&status=cancelled`)).toBe('1');
    expect(await total(`?teamId=${f.b}&from=2024-01-11`)).toBe('1');
  });

  it('rejects bad filters and answers unknown ids with 404', async () => {
    const bad = await t.app.inject({ url: '/api/games?date=2024-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('date');
    expect((await t.app.inject({ url: '/api/games?limit=501' })).statusCode).toBe(400);
    const missing = await t.app.inject({ url: '/api/games/999999' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Game not found');
  });
});

describe('games API: update', () => {
  it('updates with PUT and PATCH, re-deriving status and bumping updatedAt', async () => {
    const { g2 } = created;
    const put = await send('PUT', `/api/games/${g2.id}`, {
      homeTeamId: f.b,
      awayTeamId: f.d,
      gameDate: '2024-01-10',
      homeScore: 4,
      awayScore: 3,
      outcome: 'SO',
    });
    expect(put.statusCode).toBe(200);
    expect(json(put)).toMatchObject({ status: 'final', outcome: 'SO', homeScore: 4, awayScore: 3 });
    expect(json(put).updatedAt).not.toBe(g2.updatedAt);
    const patch = await send('PATCH', `/api/games/${g2.id}`, { homeScore: '', awayScore: '' });
    expect(json(patch)).toMatchObject({ status: 'scheduled', outcome: null, homeScore: null, awayScore: null });
    const live = await send('PATCH', `/api/games/${g2.id}`, { status: 'live', period: '2nd', homeScore: 0, awayScore: 1 });
    expect(json(live)).toMatchObject({ status: 'live', period: '2nd' });
    // A score change on a live game is the game going on, not the final result.
    expect(json(await send('PATCH', `/api/games/${g2.id}`, { homeScore: 5 }))).toMatchObject({ status: 'live', homeScore: 5 });
    expect(json(await send('PATCH', `/api/games/${g2.id}`, { gameTime: '18:30' }))).toMatchObject({ status: 'live', gameTime: '18:30:00' });
  });

  it('checks home ≠ away and scores on the merged row, and 404s unknown ids', async () => {
    const same = await send('PATCH', `/api/games/${created.g1.id}`, { homeTeamId: f.b });
    expect(same.statusCode).toBe(400);
    expect(paths(same)).toEqual(['awayTeamId']);
    expect(paths(await send('PATCH', `/api/games/${created.g1.id}`, { awayScore: -3 }))).toEqual(['awayScore']);
    const noScore = await send('PATCH', `/api/games/${created.g1.id}`, { status: 'final', awayScore: null });
    expect(noScore.statusCode).toBe(400);
    expect(json(noScore)).toMatchObject({ message: 'A final game needs both scores', errors: [{ path: 'awayScore' }] });
    expect((await send('PUT', '/api/games/999999', { homeScore: 1 })).statusCode).toBe(404);
  });

  it('refuses a stale expectedUpdatedAt with 409 and accepts the current one (also as an ISO string)', async () => {
    const current: G = json(await t.app.inject({ url: `/api/games/${created.g1.id}` }));
    const ok = await send('PUT', `/api/games/${created.g1.id}`, { period: '3rd', expectedUpdatedAt: current.updatedAt });
    expect(ok.statusCode).toBe(200);
    const stale = await send('PUT', `/api/games/${created.g1.id}`, { period: 'OT', expectedUpdatedAt: current.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe('This game was changed by someone else; reload and try again');
    expect(json(ok).updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(json(ok).updatedAt)).toBeGreaterThan(Date.parse(current.updatedAt));
    const iso = new Date(json(ok).updatedAt).toISOString();
    const viaDate = await send('PATCH', `/api/games/${created.g1.id}`, { period: 'OT', expectedUpdatedAt: iso });
    expect(viaDate.statusCode).toBe(200);
    expect(json(viaDate).period).toBe('OT');
    expect((await send('PATCH', `/api/games/${created.g1.id}`, { expectedUpdatedAt: 'yesterday' })).statusCode).toBe(400);
  });

  it('lets exactly one of two concurrent editors of the same version win', async () => {
    const current: G = json(await t.app.inject({ url: `/api/games/${created.g1.id}` }));
    const both = await Promise.all(
      ['1st', '2nd'].map((period) => send('PUT', `/api/games/${created.g1.id}`, { period, expectedUpdatedAt: current.updatedAt })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('games API: Auto-Set Status', () => {
  const x: Record<string, number> = {};
  const row = async (id: number) => (await t.handle.db.select().from(games).where(eq(games.id, id)))[0];

  beforeAll(async () => {
    const base = { gameDate: '2024-03-01', seasonId: f.s1, homeTeamId: f.a, awayTeamId: f.b };
    const inserted = await t.handle.db
      .insert(games)
      .values([
        { ...base, status: 'scheduled', homeScore: 2, awayScore: 1, outcome: 'REG' },
        { ...base, status: 'final', outcome: 'OT', homeTeamId: f.d },
        { ...base, status: 'cancelled', homeScore: 0, awayScore: 0 },
        // Under way (its start an instant ago): never ended by Auto-Set Status, whatever its score.
        { ...base, status: 'live', homeScore: 3, awayScore: 0, startsAt: new Date().toISOString() },
        { ...base, status: 'postponed' },
        { ...base, status: 'scheduled' },
        { ...base, status: 'scheduled', homeScore: 3, awayScore: 2, outcome: 'OT', seasonId: f.s2, homeTeamId: f.c },
        // Scores that would not make a sound final (issue #18): a tie, a three-goal shootout.
        { ...base, status: 'scheduled', homeScore: 2, awayScore: 2 },
        { ...base, status: 'scheduled', homeScore: 5, awayScore: 2, outcome: 'SO' },
      ])
      .returning();
    ['toFinal', 'toScheduled', 'cancelled', 'live', 'postponed', 'consistent', 'otherLeague', 'tie', 'wideShootout'].forEach((k, i) => {
      x[k] = inserted[i].id;
    });
  });

  it('applies the shared rule to the filtered games in one call and reports the count', async () => {
    const res = await send('POST', '/api/games/auto-set-status', { date: '2024-03-01', leagueId: f.l1 });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ changed: 2 });
    expect(await row(x.toFinal)).toMatchObject({ status: 'final' });
    expect(await row(x.toScheduled)).toMatchObject({ status: 'scheduled', outcome: null });
    expect(await row(x.tie)).toMatchObject({ status: 'scheduled', homeScore: 2, awayScore: 2 });
    expect(await row(x.wideShootout)).toMatchObject({ status: 'scheduled', outcome: 'SO' });
    for (const k of ['toFinal', 'toScheduled', 'consistent']) {
      const g = await row(x[k]);
      expect(g.status).toBe(autoSetStatus(g));
    }
  });

  it('leaves cancelled, postponed and live games under way alone, and other leagues outside the filter', async () => {
    expect(await row(x.cancelled)).toMatchObject({ status: 'cancelled', homeScore: 0 });
    expect(await row(x.live)).toMatchObject({ status: 'live' });
    expect(await row(x.postponed)).toMatchObject({ status: 'postponed' });
    expect(await row(x.otherLeague)).toMatchObject({ status: 'scheduled' });
    expect(json(await send('POST', '/api/games/auto-set-status', { seasonId: f.s2 }))).toEqual({ changed: 1 });
    expect(await row(x.otherLeague)).toMatchObject({ status: 'final' });
    // Issue 39 item 8: a live game over a day past its start (g2, 5–1 since 2024-01-10) is one left
    // live by mistake, and both its scores are filled: final, as a regulation win.
    expect(json(await send('POST', '/api/games/auto-set-status'))).toEqual({ changed: 1 });
    expect(await row(created.g2.id)).toMatchObject({ status: 'final', outcome: 'REG', homeScore: 5, awayScore: 1 });
    expect(await row(x.live)).toMatchObject({ status: 'live', outcome: null });
    expect(json(await send('POST', '/api/games/auto-set-status'))).toEqual({ changed: 0 });
  });

  it('audits one summary row per call and validates the filter', async () => {
    const audit = json(await t.app.inject({ url: '/api/audit?action=auto-set-status', headers: { cookie: t.admin } }));
    expect(audit).toHaveLength(4);
    expect(audit[3]).toMatchObject({
      entity: 'game',
      entityId: null,
      userEmail: 'admin@test.local',
      before: { filter: { date: '2024-03-01', leagueId: f.l1 } },
      after: { changed: 2, toFinal: 1, toScheduled: 1, ids: expect.arrayContaining([x.toFinal, x.toScheduled]) },
    });
    const bad = await send('POST', '/api/games/auto-set-status', { date: '2024-3-1', leagueId: -2 });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(expect.arrayContaining(['date', 'leagueId']));
  });
});

describe('games API: results entry', () => {
  const get = async (id: number): Promise<G> => json(await t.app.inject({ url: `/api/games/${id}` }));

  it('saves a day of results at once', async () => {
    const { g3, g4 } = created;
    const res = await send('POST', '/api/games/results', {
      results: [
        { id: g3.id, homeScore: '2', awayScore: 3, status: 'final', outcome: 'OT', period: 'OT' },
        { id: g4.id, homeScore: 1, awayScore: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.updated).toBe(2);
    expect(body.games.map((g: G) => g.id)).toEqual([g3.id, g4.id]);
    expect(body.games[0]).toMatchObject({ status: 'final', outcome: 'OT', homeScore: 2, awayScore: 3, homeTeam: { name: 'Cubs' } });
    // Cancelled stays cancelled unless the row says otherwise.
    expect(body.games[1]).toMatchObject({ status: 'cancelled', homeScore: 1 });
  });

  it('writes nothing when one id is unknown (404) or one row is invalid (400)', async () => {
    const { g1, g3 } = created;
    const before = [await get(g1.id), await get(g3.id)];
    const unknown = await send('POST', '/api/games/results', {
      results: [
        { id: g1.id, homeScore: 9, awayScore: 9 },
        { id: 999999, homeScore: 1, awayScore: 0 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect(paths(unknown)).toEqual(['results.1.id']);
    const invalid = await send('POST', '/api/games/results', {
      results: [
        { id: g1.id, homeScore: 9, awayScore: 9 },
        { id: g3.id, homeScore: -1, awayScore: 0 },
      ],
    });
    expect(invalid.statusCode).toBe(400);
    expect(paths(invalid)).toContain('results.1.homeScore');
    expect([await get(g1.id), await get(g3.id)]).toEqual(before);
  });

  it('bounds the batch and refuses duplicate ids', async () => {
    const dup = await send('POST', '/api/games/results', {
      results: [
        { id: created.g1.id, homeScore: 1, awayScore: 0 },
        { id: created.g1.id, homeScore: 2, awayScore: 0 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).message).toMatch(/only once/);
    expect((await send('POST', '/api/games/results', { results: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => ({ id: i + 1, homeScore: 1, awayScore: 0 }));
    expect((await send('POST', '/api/games/results', { results: many })).statusCode).toBe(400);
  });
});

describe('games API: delete', () => {
  it('deletes a game (audited) and 404s it afterwards', async () => {
    const { g4 } = created;
    expect((await send('DELETE', `/api/games/${g4.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/games/${g4.id}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/games/${g4.id}`)).statusCode).toBe(404);
    const [entry] = json(await t.app.inject({ url: `/api/audit?entity=game&entityId=${g4.id}`, headers: { cookie: t.admin } }));
    expect(entry).toMatchObject({ action: 'delete', before: { id: g4.id, status: 'cancelled' }, after: null });
  });
});
