import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld } from '../helpers/roles-world';

/** Issue 27: granting roles, what each grant reaches beyond the matrix, and the audit log naming the grant. */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
});

const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const lastAudit = async (entity: string, id: number) =>
  (
    await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
  ).at(-1);

describe('the Users API', () => {
  it('lists accounts with their grants for admins only', async () => {
    const res = await t.app.inject({ url: '/api/users?search=manager', headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject([
      { email: 'manager@test.local', grants: [{ role: 'league_manager', leagueId: w.a.league.id, leagueName: 'Alpha' }] },
    ]);
    expect((await t.app.inject({ url: '/api/users', headers: { cookie: w.lm } })).statusCode).toBe(403);
  });

  it('refuses a duplicate grant (409), an unknown league (404) and a malformed one (400)', async () => {
    const url = `/api/users/${w.manager.id}/roles`;
    expect((await send('POST', url, t.admin, { role: 'league_manager', leagueId: w.a.league.id })).statusCode).toBe(409);
    expect((await send('POST', url, t.admin, { role: 'league_manager', leagueId: 999999 })).statusCode).toBe(404);
    const bad = await send('POST', url, t.admin, { role: 'league_manager', teamId: w.a.team.id });
    expect(bad.statusCode).toBe(400);
  });

  it('tells the signed-in user their scopes', async () => {
    expect(json(await t.app.inject({ url: '/api/auth/user', headers: { cookie: w.lm } }))).toMatchObject({
      leagueIds: [w.a.league.id],
      teamIds: [],
    });
    expect(json(await t.app.inject({ url: '/api/auth/user', headers: { cookie: w.tm } }))).toMatchObject({
      leagueIds: [],
      teamIds: [w.a.team.id],
    });
  });
});

describe('scoped writes', () => {
  it('name the grant they were made under in the audit log', async () => {
    expect((await send('PATCH', `/api/teams/${w.a.team.id}`, w.lm, { city: 'Vantaa' })).statusCode).toBe(200);
    expect(await lastAudit('team', w.a.team.id)).toMatchObject({
      userEmail: 'manager@test.local',
      actorRole: `league manager of league ${w.a.league.id}`,
    });
    expect((await send('PATCH', `/api/players/${w.a.player.id}`, w.tm, { jerseyNumber: 17 })).statusCode).toBe(200);
    expect(await lastAudit('player', w.a.player.id)).toMatchObject({
      userEmail: 'coach@test.local',
      actorRole: `team manager of team ${w.a.team.id}`,
    });
    expect((await send('PATCH', `/api/teams/${w.a.team.id}`, t.admin, { city: 'Espoo' })).statusCode).toBe(200);
    expect(await lastAudit('team', w.a.team.id)).toMatchObject({ userEmail: 'admin@test.local', actorRole: 'admin' });
  });

  it("keep a team manager to his own team's roster, even within his league", async () => {
    const other = await send('POST', '/api/players', w.tm, {
      firstName: 'New',
      lastName: 'Owl',
      position: 'G',
      currentTeamId: w.a.team2.id,
    });
    expect(other.statusCode).toBe(403);
    expect((await send('PATCH', `/api/players/${w.a.player.id}`, w.tm, { currentTeamId: w.a.team2.id })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/teams/${w.a.team.id}`, w.tm, { city: 'Oulu' })).statusCode).toBe(403);
  });

  it("refuse moving a record out of one's leagues, allow it within them", async () => {
    expect((await send('PATCH', `/api/teams/${w.a.team2.id}`, w.lm, { leagueId: w.b.league.id })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/games/${w.a.game.id}`, w.lm, { seasonId: w.b.season.id })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/players/${w.a.player.id}`, w.lm, { currentTeamId: w.b.team.id })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/players/${w.a.player.id}`, w.lm, { currentTeamId: w.a.team2.id })).statusCode).toBe(200);
  });

  it("limit a league manager's import to rows of their leagues", async () => {
    const file = `name,city,league\nAlpha Lynx,Vaasa,${w.a.league.id}\nBeta Lynx,Pori,${w.b.league.id}\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/teams',
      headers: { cookie: w.lm, 'content-type': 'text/csv' },
      payload: file,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).rejected).toEqual([{ line: 3, column: 'league', message: 'Outside the leagues you manage' }]);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/import/teams',
      headers: { cookie: w.lm, 'content-type': 'text/csv' },
      payload: `name,city,league\nAlpha Lynx,Vaasa,${w.a.league.id}\n`,
    });
    expect(json(own)).toMatchObject({ imported: true, created: 1 });
  });

  it('end with the grant: a revoked league manager is refused at once', async () => {
    const [grant] = json(await t.app.inject({ url: '/api/users?search=manager', headers: { cookie: t.admin } }))[0].grants;
    const res = await send('DELETE', `/api/users/${w.manager.id}/roles/${grant.id}`, t.admin);
    expect(json(res).grants).toEqual([]);
    expect((await send('PATCH', `/api/teams/${w.a.team.id}`, w.lm, { city: 'Espoo' })).statusCode).toBe(403);
  });
});
