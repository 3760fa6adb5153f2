import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, leagues, seasons, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue 39 item 8: §4's Auto-Set Status (both scores filled gives final, otherwise scheduled) must find
// games to change, and the write rules must let a person leave them in that state (a result typed
// into a scheduled game that has started); a final decided by two goals or more is a regulation win.
let t: TestApp;
const f = { season: 0, a: 0, b: 0 };
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Row League', shortName: 'RL' }).returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2025-26', name: '2025-26 Regular Season' }).returning();
  const [a, b] = await db
    .insert(teams)
    .values(['Owls', 'Pikes'].map((name) => ({ name, city: name, leagueId: league.id })))
    .returning();
  Object.assign(f, { season: season.id, a: a.id, b: b.id });
});

const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, payload, headers: { cookie: t.admin } });
const row = async (id: number) => (await t.handle.db.select().from(games).where(eq(games.id, id)))[0];
const fieldErrors = (res: Awaited<ReturnType<typeof send>>) => json(res).errors.map((e: { path: string }) => e.path);
const game = (startsAt: string, extra: object = {}) => ({ homeTeamId: f.a, awayTeamId: f.b, seasonId: f.season, startsAt, ...extra });

describe('write rules for a result waiting for Auto-Set Status', () => {
  it('keeps a result typed into a started scheduled game, and Auto-Set Status makes it final', async () => {
    const made = await send('POST', '/api/games', game(at(-3 * HOUR)));
    expect(made.statusCode, made.body).toBe(201);
    const typed = await send('PUT', `/api/games/${json(made).id}`, { status: 'scheduled', homeScore: 4, awayScore: 1 });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(json(typed)).toMatchObject({ status: 'scheduled', homeScore: 4, awayScore: 1 });
    const auto = await send('POST', '/api/games/auto-set-status', { seasonId: f.season });
    expect(json(auto)).toEqual({ changed: 1 });
    expect(await row(json(made).id)).toMatchObject({ status: 'final', outcome: 'REG', homeScore: 4, awayScore: 1 });
  });

  it('refuses a score on a game that has not started, and asks how a one-goal game ended', async () => {
    const future = await send('POST', '/api/games', game(at(48 * HOUR), { status: 'scheduled', homeScore: 2, awayScore: 0 }));
    expect(future.statusCode).toBe(400);
    expect(json(future).errors).toContainEqual({ path: 'homeScore', message: 'A game that has not started has no score yet' });
    const close = await send('POST', '/api/games', game(at(-3 * HOUR), { status: 'scheduled', homeScore: 3, awayScore: 2 }));
    expect(close.statusCode).toBe(400);
    expect(fieldErrors(close)).toEqual(['outcome']);
    const told = await send(
      'POST',
      '/api/games',
      game(at(-3 * HOUR), { status: 'scheduled', homeScore: 3, awayScore: 2, outcome: 'shootout' }),
    );
    expect(told.statusCode, told.body).toBe(201);
    expect(json(told)).toMatchObject({ status: 'scheduled', outcome: 'SO' });
  });

  it('finalises a live game its scorekeeper can no longer reach, never one under way', async () => {
    const [stale, current] = await t.handle.db
      .insert(games)
      .values([
        { ...game(at(-30 * HOUR)), gameDate: '2025-01-01', status: 'live' as const, period: '3rd', homeScore: 1, awayScore: 4 },
        { ...game(at(-HOUR)), gameDate: '2025-01-01', status: 'live' as const, period: '2nd', homeScore: 3, awayScore: 0 },
      ])
      .returning();
    expect(json(await send('POST', '/api/games/auto-set-status', { date: '2025-01-01' }))).toEqual({ changed: 1 });
    expect(await row(stale.id)).toMatchObject({ status: 'final', outcome: 'REG' });
    expect(await row(current.id)).toMatchObject({ status: 'live', outcome: null });
  });
});

describe('a final sent without an outcome (§7 payload)', () => {
  it('is a regulation win when the margin is two or more', async () => {
    const res = await send('POST', '/api/games', game(at(-5 * HOUR), { status: 'final', homeScore: 4, awayScore: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ status: 'final', outcome: 'REG' });
    const derived = await send('POST', '/api/games', game(at(-5 * HOUR), { homeScore: 0, awayScore: 5 }));
    expect(json(derived)).toMatchObject({ status: 'final', outcome: 'REG' });
  });

  it('asks for the outcome, on its field, when the margin is one', async () => {
    const res = await send('POST', '/api/games', game(at(-5 * HOUR), { status: 'final', homeScore: 3, awayScore: 2 }));
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([{ path: 'outcome', message: 'A one-goal final needs an outcome: regulation, overtime or shootout' }]);
  });

  it('accepts the words the message uses, in any case, stored as codes', async () => {
    const cases: Array<[string, number, number, string]> = [
      ['regulation', 3, 2, 'REG'],
      ['Overtime', 2, 3, 'OT'],
      ['SHOOTOUT', 4, 3, 'SO'],
      ['ot', 1, 2, 'OT'],
      ['REG', 6, 1, 'REG'],
    ];
    for (const [outcome, homeScore, awayScore, code] of cases) {
      const res = await send('POST', '/api/games', game(at(-5 * HOUR), { status: 'final', homeScore, awayScore, outcome }));
      expect(res.statusCode, `${outcome}: ${res.body}`).toBe(201);
      expect(json(res).outcome).toBe(code);
    }
    const unknown = await send(
      'POST',
      '/api/games',
      game(at(-5 * HOUR), { status: 'final', homeScore: 3, awayScore: 2, outcome: 'sudden death' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown)).toEqual(['outcome']);
  });

  it('results entry takes the same words', async () => {
    const made = json(await send('POST', '/api/games', game(at(-5 * HOUR))));
    const res = await send('POST', '/api/games/results', { results: [{ id: made.id, homeScore: 2, awayScore: 1, outcome: 'overtime' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(made.id)).toMatchObject({ status: 'final', outcome: 'OT' });
  });
});
