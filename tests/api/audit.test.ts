import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
let countryId = 0;
let playerId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: t.admin } }).then(json);
  countryId = (await admin('POST', '/api/countries', { name: 'Norway', code: 'nor' })).id;
  playerId = (await admin('POST', '/api/players', { firstName: 'Ola', lastName: 'Nordmann', position: 'G', birthCountryId: countryId })).id;
  await admin('PATCH', `/api/players/${playerId}`, { jerseyNumber: '30' });
  await t.app.inject({ method: 'DELETE', url: `/api/players/${playerId}`, headers: { cookie: t.admin } });
});

const audit = (qs = '', cookie: string | null = t.admin) => t.app.inject({ url: `/api/audit${qs}`, headers: cookie ? { cookie } : {} });

describe('audit log API', () => {
  it('is for admins only: 401 signed out, 403 for a plain user', async () => {
    expect((await audit('', null)).statusCode).toBe(401);
    expect((await audit('', t.user)).statusCode).toBe(403);
  });

  it('lists every admin write newest first, with who, what and before/after, never cached', async () => {
    const res = await audit();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = json(res);
    expect(rows.map((r: { entity: string; action: string }) => `${r.entity}:${r.action}`)).toEqual([
      'player:delete',
      'player:update',
      'player:create',
      'country:create',
    ]);
    expect(rows[1]).toMatchObject({
      userEmail: 'admin@test.local',
      entityId: String(playerId),
      before: { jerseyNumber: null, lastName: 'Nordmann' },
      after: { jerseyNumber: 30, position: 'goalie' },
    });
    expect(typeof rows[1].userId).toBe('number');
    expect(rows[3].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.now() - Date.parse(rows[3].createdAt))).toBeLessThan(10 * 60_000);
    expect(rows[3]).toMatchObject({ entityId: String(countryId), before: null, after: { name: 'Norway', code: 'NOR' } });
  });

  it('records the columns an admin edits, not the folded copies the database keeps for search', async () => {
    const rows = json(await audit('?entity=player'));
    for (const r of rows) {
      for (const side of [r.before, r.after]) if (side) expect(Object.keys(side).filter((k) => /^search[A-Z]/.test(k))).toEqual([]);
    }
    expect(rows.find((r: { action: string }) => r.action === 'create').after).toMatchObject({ firstName: 'Ola', lastName: 'Nordmann' });
  });

  it('filters by entity, entity id and action, and pages with limit/offset', async () => {
    const players = await audit('?entity=player');
    expect(players.headers['x-total-count']).toBe('3');
    expect(json(await audit(`?entity=player&entityId=${playerId}&action=update`))).toHaveLength(1);
    expect(json(await audit('?entity=team'))).toEqual([]);
    expect(json(await audit('?entity=all'))).toHaveLength(4);
    const page = await audit('?limit=2&offset=1');
    expect(json(page).map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    expect(page.headers.link).toMatch(/offset=3/);
    expect((await audit('?limit=0')).statusCode).toBe(400);
  });

  it('does not record refused writes', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { cookie: t.user },
      payload: { firstName: 'A', lastName: 'B', position: 'C' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { cookie: t.admin },
      payload: { firstName: '', lastName: 'B', position: 'C' },
    });
    expect((await audit()).headers['x-total-count']).toBe('4');
  });
});
