import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { injectHelpers } from '../helpers/inject-helpers';

let t: TestApp;
let nhl: number;
let liiga: number;
const s: Record<string, number> = {};

const { send, get, names, created, auditRows } = injectHelpers(() => t, 'season');

const active = async (id: number) => json(await get(`/api/seasons/${id}`)).isActive as boolean;

beforeAll(async () => {
  t = await buildTestApp();
  nhl = (await created('/api/leagues', { name: 'National Hockey League' })).id;
  liiga = (await created('/api/leagues', { name: 'Liiga' })).id;
  s.r23 = (await created('/api/seasons', { leagueId: nhl, year: '2023-24', startDate: '2023-10-10', endDate: '2024-04-18' })).id;
  s.p23 = (await created('/api/seasons', { leagueId: nhl, year: '2023-24', seasonType: 'playoffs' })).id;
  s.pre24 = (await created('/api/seasons', { leagueId: nhl, year: '2024-25', seasonType: 'preseason' })).id;
  s.r24 = (await created('/api/seasons', { leagueId: nhl, year: '2024-25' })).id;
  s.liiga24 = (await created('/api/seasons', { leagueId: liiga, year: '2024-25', name: 'Liiga 2024–25', isActive: true })).id;
});

describe('POST /api/seasons', () => {
  it('names the season from year and type when no name is given, and audits', async () => {
    const res = await get(`/api/seasons/${s.r23}`);
    expect(json(res)).toEqual({
      id: s.r23,
      leagueId: nhl,
      year: '2023-24',
      seasonType: 'regular',
      name: '2023-24 Regular Season',
      startDate: '2023-10-10',
      endDate: '2024-04-18',
      isActive: false,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(json(await get(`/api/seasons/${s.p23}`)).name).toBe('2023-24 Playoffs');
    expect(json(await get(`/api/seasons/${s.pre24}`)).name).toBe('2024-25 Preseason');
    expect(json(await get(`/api/seasons/${s.liiga24}`)).name).toBe('Liiga 2024–25');
    const [audit] = await auditRows('create', s.r23);
    expect(audit).toMatchObject({ userEmail: 'admin@test.local', after: expect.objectContaining({ year: '2023-24' }) });
  });

  it('answers a duplicate league+year+type and an unknown league with readable 409s', async () => {
    const dup = await send('POST', '/api/seasons', { leagueId: nhl, year: '2024-25', seasonType: 'regular' });
    expect(dup.statusCode).toBe(409);
    expect(json(dup).message).toBe('This league already has a season of that year and type');
    const fk = await send('POST', '/api/seasons', { leagueId: 999999, year: '2024-25' });
    expect(fk.statusCode).toBe(409);
    expect(json(fk).message).toBe('The referenced league does not exist');
  });

  it('validates year, type, dates and the league with field paths', async () => {
    const res = await send('POST', '/api/seasons', { year: '2024', seasonType: 'summer', startDate: '2024-13-01' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['leagueId', 'year', 'seasonType', 'startDate']),
    );
    const span = await send('POST', '/api/seasons', { leagueId: nhl, year: '2024-26' });
    expect(json(span).errors).toEqual([{ path: 'year', message: 'The two years must be consecutive' }]);
    const order = await send('POST', '/api/seasons', { leagueId: nhl, year: '2025-26', startDate: '2025-10-01', endDate: '2025-09-01' });
    expect(order.statusCode).toBe(400);
    expect(json(order).errors).toEqual([{ path: 'endDate', message: 'End date must be on or after the start date' }]);
    expect(json(await get(`/api/seasons?leagueId=${nhl}&limit=10`))).toHaveLength(4);
  });
});

describe('GET /api/seasons', () => {
  it('lists newest year first, then preseason/regular/playoffs, with a total', async () => {
    const res = await get('/api/seasons');
    expect(res.headers['x-total-count']).toBe('5');
    expect(json(res).map((x: { id: number }) => x.id)).toEqual([s.pre24, s.r24, s.liiga24, s.r23, s.p23]);
  });

  it('filters by league and season type', async () => {
    expect(names(await get(`/api/seasons?leagueId=${liiga}`))).toEqual(['Liiga 2024–25']);
    expect(names(await get('/api/seasons?seasonType=playoffs'))).toEqual(['2023-24 Playoffs']);
    expect(names(await get(`/api/seasons?leagueId=${nhl}&seasonType=regular`))).toEqual([
      '2024-25 Regular Season',
      '2023-24 Regular Season',
    ]);
    expect(json(await get('/api/seasons?leagueId=all&seasonType='))).toHaveLength(5);
  });

  it('pages and rejects bad query values', async () => {
    const res = await get('/api/seasons?limit=2&offset=2');
    expect(json(res).map((x: { id: number }) => x.id)).toEqual([s.liiga24, s.r23]);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers.link).toContain('offset=4');
    for (const qs of ['limit=501', 'seasonType=winter', 'leagueId=x']) expect((await get(`/api/seasons?${qs}`)).statusCode, qs).toBe(400);
  });

  it('returns one season, 404 for unknown and 400 for malformed ids', async () => {
    expect(json(await get(`/api/seasons/${s.r24}`)).name).toBe('2024-25 Regular Season');
    const missing = await get('/api/seasons/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Season not found');
    expect((await get('/api/seasons/1.5')).statusCode).toBe(400);
  });
});

describe('current season (isActive)', () => {
  it('activating one season clears the others of the same league and type only', async () => {
    expect((await send('PATCH', `/api/seasons/${s.r23}`, { isActive: true })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/seasons/${s.p23}`, { isActive: true })).statusCode).toBe(200);
    const r25 = await created('/api/seasons', { leagueId: nhl, year: '2025-26', isActive: true });
    s.r25 = r25.id;
    expect(r25.isActive).toBe(true);
    expect(await active(s.r23)).toBe(false);
    expect(await active(s.p23)).toBe(true);
    expect(await active(s.liiga24)).toBe(true);
    const cleared = await auditRows('update', s.r23);
    expect(cleared.at(-1)).toMatchObject({
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });

    expect((await send('PATCH', `/api/seasons/${s.r24}`, { isActive: true })).statusCode).toBe(200);
    expect(await active(s.r25)).toBe(false);
    expect(await active(s.r24)).toBe(true);
  });
});

describe('PATCH /api/seasons/:id', () => {
  it('renames a generated name when year or type change, keeps custom names', async () => {
    const res = await send('PATCH', `/api/seasons/${s.r25}`, { year: '2026-27', seasonType: 'playoffs' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ year: '2026-27', seasonType: 'playoffs', name: '2026-27 Playoffs' });
    const custom = await send('PATCH', `/api/seasons/${s.liiga24}`, { year: '2025-26' });
    expect(json(custom)).toMatchObject({ year: '2025-26', name: 'Liiga 2024–25' });
    const [audit] = await auditRows('update', s.liiga24);
    expect(audit.before).toMatchObject({ year: '2024-25' });
  });

  it('validates merged dates, duplicates and ids', async () => {
    const bad = await send('PATCH', `/api/seasons/${s.r23}`, { endDate: '2023-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors[0].path).toBe('endDate');
    expect(json(await get(`/api/seasons/${s.r23}`)).endDate).toBe('2024-04-18');
    const dup = await send('PATCH', `/api/seasons/${s.p23}`, { seasonType: 'regular' });
    expect(dup.statusCode).toBe(409);
    expect((await send('PATCH', `/api/seasons/${s.p23}`, { year: 'soon' })).statusCode).toBe(400);
    expect((await send('PATCH', '/api/seasons/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/seasons/:id', () => {
  it('refuses a season with games; the cascade deletes it and keeps its games without a season', async () => {
    const a = (await created('/api/teams', { name: 'Boston Bruins', city: 'Boston' })).id;
    const b = (await created('/api/teams', { name: 'Detroit Red Wings', city: 'Detroit' })).id;
    const [game] = await t.handle.db
      .insert(games)
      .values({ homeTeamId: a, awayTeamId: b, gameDate: '2024-02-01', seasonId: s.r23 })
      .returning();
    const refused = await send('DELETE', `/api/seasons/${s.r23}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('Season 2023-24 Regular Season has 1 game');
    expect((await send('DELETE', `/api/seasons/${s.r23}?cascade=true`)).statusCode).toBe(204);
    expect((await get(`/api/seasons/${s.r23}`)).statusCode).toBe(404);
    const [after] = await t.handle.db.select().from(games).where(eq(games.id, game.id));
    expect(after.seasonId).toBeNull();
    const [audit] = await auditRows('delete', s.r23);
    expect(audit.before).toMatchObject({ name: '2023-24 Regular Season' });
    expect((await send('DELETE', `/api/seasons/${s.r23}`)).statusCode).toBe(404);
  });
});

describe('season writes need an admin', () => {
  it('answers 401 signed out and 403 for a plain user on every write', async () => {
    const writes = [
      ['POST', '/api/seasons', { leagueId: nhl, year: '2030-31' }],
      ['PATCH', `/api/seasons/${s.r24}`, { name: 'Sneaky' }],
      ['DELETE', `/api/seasons/${s.r24}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, payload, '')).statusCode, `${method} signed out`).toBe(401);
      expect((await send(method, url, payload, t.user)).statusCode, `${method} user`).toBe(403);
    }
    expect(json(await get(`/api/seasons/${s.r24}`)).name).toBe('2024-25 Regular Season');
  });
});
