import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const write = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/countries',
    headers: { host: 'hockey.test', ...headers },
    payload: { name: 'Latvia', code: 'LVA' },
  });

describe('request hardening', () => {
  it('refuses an admin write from a foreign Origin or a cross-site fetch', async () => {
    expect((await write({ cookie: t.admin, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await write({ cookie: t.admin, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ cookie: t.admin, origin: 'not a url' })).statusCode).toBe(403);
    expect(json(await t.app.inject({ url: '/api/countries' }))).toHaveLength(0);
  });

  it('accepts the same origin', async () => {
    expect((await write({ cookie: t.admin, origin: 'http://hockey.test' })).statusCode).toBe(201);
  });

  it('sends security headers and a tight CSP on every response', async () => {
    const page = await t.app.inject({ url: '/products' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // A JSON answer is no document: nothing may run, frame or embed it.
    for (const url of ['/api/stats', '/api/nothing-here']) {
      const answer = await t.app.inject({ url });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('answers malformed JSON, wrong content types and huge bodies with 4xx, never 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBeTruthy();
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin, 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(xml.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin },
      payload: { name: 'x'.repeat(2_000_000), code: 'HUG' },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('serves public reads with ETag revalidation (304)', async () => {
    const first = await t.app.inject({ url: '/api/countries' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({ url: '/api/countries', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toMatch(/not found/);
  });
});
