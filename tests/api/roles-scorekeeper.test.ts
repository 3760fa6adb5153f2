import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameCodes, games } from '#server/db/schema';
import { routeGuards } from '#server/routes/route-scopes';
import { buildTestApp, cookieHeader, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld, scorekeeperCookie } from '../helpers/roles-world';

/**
 * Issue 27: game codes and scorekeeper sessions. The live events routes come later; a stand-in route
 * behind the guard they will use (routeGuards().gameEvents) proves the session, scope and window now.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '1000' }, (app) => {
    app.post('/api/test/games/:id/events', { ...routeGuards(app.db).gameEvents }, async (request) => ({ as: request.actorRole }));
  });
  w = await rolesWorld(t);
});

const makeCode = async (gameId: number, cookie = w.lm, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/codes`, headers: { cookie }, payload });
const enter = (code: string) => t.app.inject({ method: 'POST', url: '/api/score-sessions', payload: { code } });
const current = (cookie: string) => t.app.inject({ url: '/api/score-sessions/current', headers: { cookie } });
const postEvent = (gameId: number, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/test/games/${gameId}/events`, headers: { cookie } });
const startIn = (gameId: number, minutes: number) =>
  t.handle.db
    .update(games)
    .set({ startsAt: new Date(Date.now() + minutes * 60_000).toISOString() })
    .where(eq(games.id, gameId));

describe('game codes', () => {
  it('a league manager makes a short code for a game of their league, shown once and stored only as a hash', async () => {
    const res = await makeCode(w.a.game.id);
    expect(res.statusCode, res.body).toBe(201);
    const made = json(res);
    expect(made.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const stored = await t.handle.db.select().from(gameCodes).where(eq(gameCodes.id, made.id));
    expect(JSON.stringify(stored)).not.toContain(made.code.replace('-', ''));
    const list = await t.app.inject({ url: `/api/games/${w.a.game.id}/codes`, headers: { cookie: w.lm } });
    expect(json(list).map((c: { id: number }) => c.id)).toContain(made.id);
    expect(list.body).not.toContain(made.code);
    expect((await makeCode(w.b.game.id)).statusCode).toBe(403);
  });

  it('never outlasts the scoring window, and cannot be made once it has closed', async () => {
    const made = json(await makeCode(w.a.game.id, w.lm, { hours: 72 }));
    const closes = Date.parse(w.a.game.startsAt!) + 24 * 3_600_000;
    expect(Date.parse(made.expiresAt)).toBe(closes);
    await startIn(w.later.id, -25 * 60);
    expect((await makeCode(w.later.id)).statusCode).toBe(409);
    await startIn(w.later.id, 3 * 1440);
    expect((await makeCode(w.a.game.id, w.lm, { hours: 0 })).statusCode).toBe(400);
  });

  it('entered in any case, with or without its dash, gives an HttpOnly session cookie scoped to that game', async () => {
    const { code } = json(await makeCode(w.a.game.id));
    const res = await enter(` ${code.toLowerCase().replace('-', '')} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ gameId: w.a.game.id, game: { homeTeam: 'Alpha Hawks', awayTeam: 'Alpha Owls', league: 'Alpha' } });
    const cookie = res.cookies.find((c) => c.name === 'hd_score')!;
    expect(cookie.httpOnly).toBe(true);
    expect(json(await current(cookieHeader(res)))).toMatchObject({ gameId: w.a.game.id });
    expect((await t.app.inject({ url: '/api/score-sessions/current' })).statusCode).toBe(401);
  });

  it('refuses an unknown, expired or revoked code, and revoking ends the sessions made with it', async () => {
    expect((await enter('ABCD-EFGH')).statusCode).toBe(401);
    const made = json(await makeCode(w.a.game.id));
    const session = cookieHeader(await enter(made.code));
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/games/${w.a.game.id}/codes/${made.id}`, headers: { cookie: w.lm } });
    expect(revoke.statusCode).toBe(204);
    expect((await current(session)).statusCode).toBe(401);
    expect((await enter(made.code)).statusCode).toBe(401);
    const expiring = json(await makeCode(w.a.game.id));
    await t.handle.db
      .update(gameCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(gameCodes.id, expiring.id));
    expect((await enter(expiring.code)).statusCode).toBe(401);
  });
});

describe("a scorekeeper's writes", () => {
  it('reach their own game inside the window (an hour before the start to 24 hours after), named in the audit role', async () => {
    const cookie = await scorekeeperCookie(t, w.a.game.id);
    for (const [minutes, expected] of [
      [30, 200],
      [59, 200],
      [61, 403],
      [-23 * 60, 200],
      [-25 * 60, 403],
    ] as const) {
      await startIn(w.a.game.id, minutes);
      const res = await postEvent(w.a.game.id, cookie);
      expect(res.statusCode, `start in ${minutes} min`).toBe(expected);
      if (expected === 200) expect(json(res).as).toBe(`scorekeeper of game ${w.a.game.id}`);
    }
    await startIn(w.a.game.id, 30);
    expect((await postEvent(w.b.game.id, cookie)).statusCode).toBe(403);
    expect((await postEvent(w.a.game.id, '')).statusCode).toBe(401);
  });

  it("are also the league manager's (at any time) and the admin's, never another league's manager or a team manager", async () => {
    expect((await postEvent(w.later.id, w.lm)).statusCode).toBe(200);
    expect((await postEvent(w.b.game.id, w.lm)).statusCode).toBe(403);
    expect((await postEvent(w.a.game.id, w.tm)).statusCode).toBe(403);
    expect(json(await postEvent(w.b.game.id, t.admin)).as).toBe('admin');
  });

  it('entering codes is rate-limited per address, with the sign-in limit', async () => {
    const strict = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await strict.app.inject({ method: 'POST', url: '/api/score-sessions', payload: { code: 'WXYZ-2345' } })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
