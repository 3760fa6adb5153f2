import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('JSON request bodies', () => {
  it('accepts a DELETE with content-type application/json and an empty body', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin },
      payload: { name: 'Latvia', code: 'LVA' },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/countries/${json(created).id}`,
      headers: { cookie: t.admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.app.inject({ url: `/api/countries/${json(created).id}` })).statusCode).toBe(404);
  });

  it('still refuses an empty JSON body where a body is required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400 and keeps prototype-poisoning protection', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin, 'content-type': 'application/json' },
      payload: '{"name":"X","code":"XXA","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
