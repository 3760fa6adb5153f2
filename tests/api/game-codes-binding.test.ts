import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld } from '../helpers/roles-world';

/**
 * Issue 39 item 1, issue 40 item 4: a code works on the first device that enters it (another needs the
 * league manager to release it), and only while its maker may still make it.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '1000' });
  w = await rolesWorld(t);
});

const makeCode = async (cookie = w.lm, gameId = w.a.game.id) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/games/${gameId}/codes`, headers: { cookie }, payload: {} });
  expect(res.statusCode, res.body).toBe(201);
  return json(res) as { id: number; code: string };
};
const enter = (code: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/score-sessions', payload: { code }, headers: cookie ? { cookie } : {} });
const current = (cookie: string) => t.app.inject({ url: '/api/score-sessions/current', headers: { cookie } });
const shot = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/games/${w.a.game.id}/events`,
    headers: { cookie },
    payload: { id: randomUUID(), period: 1, time: '02:00', type: 'shot', team: 'home' },
  });
const release = (codeId: number, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/games/${w.a.game.id}/codes/${codeId}/release`, headers: { cookie } });

describe('a code on one device', () => {
  it('refuses a second device until the league manager releases the code', async () => {
    const made = await makeCode();
    const first = await enter(made.code);
    expect(first.statusCode).toBe(200);
    const phone = cookieHeader(first);
    const second = await enter(made.code);
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toMatch(/in use on another device/);
    expect(second.headers['set-cookie']).toBeUndefined();
    // The same device entering it again keeps its session.
    const again = await enter(made.code, phone);
    expect(again.statusCode).toBe(200);
    expect((await current(phone)).statusCode).toBe(200);
    const listed = json(await t.app.inject({ url: `/api/games/${w.a.game.id}/codes`, headers: { cookie: w.lm } }));
    expect(listed.find((c: { id: number }) => c.id === made.id)).toMatchObject({ inUse: true });

    expect((await release(made.id, w.tm)).statusCode).toBe(403);
    expect((await release(999_999, w.lm)).statusCode).toBe(404);
    expect((await release(made.id, w.lm)).statusCode).toBe(204);
    expect((await current(phone)).statusCode).toBe(401);
    const tablet = await enter(made.code);
    expect(tablet.statusCode).toBe(200);
    expect((await shot(cookieHeader(tablet))).statusCode).toBe(201);
    const audit = json(await t.app.inject({ url: '/api/audit?entity=game-code', headers: { cookie: t.admin } }));
    expect(audit.map((e: { action: string }) => e.action)).toContain('release');
  });

  it("stops a manager's codes when his role is revoked", async () => {
    const made = await makeCode();
    const admins = await makeCode(t.admin);
    const device = cookieHeader(await enter(made.code));
    const other = cookieHeader(await enter(admins.code));
    expect((await shot(device)).statusCode).toBe(201);
    const user = json(
      await t.app.inject({ url: `/api/users?search=${encodeURIComponent(w.manager.email)}`, headers: { cookie: t.admin } }),
    );
    const grant = (user.items ?? user)[0].grants[0];
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${w.manager.id}/roles/${grant.id}`,
      headers: { cookie: t.admin },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect([401, 403]).toContain((await shot(device)).statusCode);
    expect((await current(device)).statusCode).toBe(401);
    expect((await enter(made.code)).statusCode).toBe(401);
    // The admin's code for the same game still works.
    expect((await shot(other)).statusCode).toBe(201);
  });
});
