import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('countries API', () => {
  it('creates a country with an upper-cased code (admin)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin },
      payload: { name: 'Finland', code: 'fin' },
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ name: 'Finland', code: 'FIN' });
  });

  it('lists countries with a total header', async () => {
    const res = await t.app.inject({ url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(json(res).map((c: { code: string }) => c.code)).toEqual(['FIN']);
  });

  it('rejects bad input with field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin },
      payload: { name: '', code: 'FINL' },
    });
    expect(res.statusCode).toBe(400);
    const paths = json(res).errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'code']));
  });

  it('answers a duplicate code with 409', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin },
      payload: { name: 'Suomi', code: 'FIN' },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/code already exists/);
  });

  it('refuses writes signed out (401) and for non-admins (403)', async () => {
    const out = await t.app.inject({ method: 'POST', url: '/api/countries', payload: { name: 'Sweden', code: 'SWE' } });
    expect(out.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.user },
      payload: { name: 'Sweden', code: 'SWE' },
    });
    expect(user.statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/countries' });
    expect(json(list)).toHaveLength(1);
  });

  it('updates, 404s unknown ids and deletes', async () => {
    const [fin] = json(await t.app.inject({ url: '/api/countries' }));
    const upd = await t.app.inject({
      method: 'PATCH',
      url: `/api/countries/${fin.id}`,
      headers: { cookie: t.admin },
      payload: { name: 'Republic of Finland' },
    });
    expect(upd.statusCode).toBe(200);
    expect(json(upd).name).toBe('Republic of Finland');
    expect((await t.app.inject({ url: '/api/countries/99999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/countries/abc' })).statusCode).toBe(400);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/countries/${fin.id}`, headers: { cookie: t.admin } });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/countries/${fin.id}` })).statusCode).toBe(404);
  });
});
