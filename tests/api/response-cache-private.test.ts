import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue #15: the cache decided privacy from the raw URL while the router matched the decoded one,
// so `/api/%61udit` (the audit log) and `/api/%61uth/user` (the visitor's e-mail) were stored and
// then served to anyone. Cacheability now comes from the matched route's declaration.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const PRIVATE_READS = ['/api/auth/user', '/api/audit?limit=500', '/api/ad-settings', '/api/login'];

/** Spellings a router or proxy may treat as the same address. */
function variants(url: string): string[] {
  const [path, query] = url.split('?');
  const qs = query ? `?${query}` : '';
  const segments = path.split('/').slice(1); // ['api', 'audit'] or ['api', 'auth', 'user']
  const last = segments.length - 1;
  const encodeFirst = (s: string) => `%${s.charCodeAt(0).toString(16)}${s.slice(1)}`;
  const join = (parts: string[]) => `/${parts.join('/')}${qs}`;
  return [
    url,
    join(segments.map((s, i) => (i === last ? encodeFirst(s) : s))),
    join(segments.map((s, i) => (i === 0 ? encodeFirst(s) : s))),
    `/${path}${qs}`,
    `/api/${segments.slice(1).join('/').replace(/^/, '/')}${qs}`,
    `${path}/${qs}`,
    join(segments.map((s, i) => (i === 0 ? s.toUpperCase() : s))),
    join(segments.map((s, i) => (i === last ? s[0].toUpperCase() + s.slice(1) : s))),
  ];
}

describe('private answers never reach another caller through the cache', () => {
  for (const url of PRIVATE_READS) {
    it(`${url} in every spelling`, async () => {
      for (const variant of variants(url)) {
        const admin = await t.app.inject({ url: variant, headers: { cookie: t.admin } });
        expect(admin.headers['x-cache'], variant).toBeUndefined();
        if (admin.statusCode === 200) expect(String(admin.headers['cache-control']), variant).toMatch(/^private/);
        const anon = await t.app.inject({ url: variant });
        expect(anon.headers['x-cache'], variant).toBeUndefined();
        expect(anon.body, variant).not.toContain(ADMIN.email);
        if (!url.startsWith('/api/login')) expect([401, 404], variant).toContain(anon.statusCode);
      }
    });
  }

  it('the exact private routes answer the anonymous caller 401 after an admin read them', async () => {
    for (const url of ['/api/%61uth/user', '/api/%61udit?limit=500', '/api/%61d-settings']) {
      expect((await t.app.inject({ url, headers: { cookie: t.admin } })).statusCode, url).toBe(200);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});

describe('public reads are keyed on the matched route and its parsed query', () => {
  it('serves one entry for spellings of the same route and query, in any order', async () => {
    const first = await t.app.inject({ url: '/api/countries?limit=5&offset=0' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    for (const url of ['/api/countries?offset=0&limit=5', '/api/%63ountries?limit=5&offset=0', '/api/countries/?limit=5&offset=0']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-cache'], url).toBe('hit');
      expect(res.body, url).toBe(first.body);
    }
    expect((await t.app.inject({ url: '/api/countries?limit=6&offset=0' })).headers['x-cache']).toBe('miss');
  });

  it('a route without a declaration is private: no store, no shared caching', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: '/api/health' })).headers['x-cache']).toBeUndefined();
  });
});
