import helmet from 'helmet';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { API_HEADERS, securityHeaders } from '../../src/server/plugins/security';

// Counts how often helmet builds its middleware (the policy is parsed and validated each time).
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('helmet', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof helmet }).default;
  const counted = Object.assign((...args: Parameters<typeof helmet>) => {
    built.count++;
    return real(...args);
  }, real);
  return { default: counted };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('security headers', () => {
  it('are worked out once, not on every request', async () => {
    const before = built.count;
    expect(before, 'the app asks helmet for its headers while it starts').toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(built.count - before).toBe(0);
  });

  it("are helmet's own on pages, the sign-in page under /api and the API's browser included", async () => {
    const expected = securityHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const url of ['/', '/player/1', '/api/login', '/api/docs']) {
      const res = await t.app.inject({ url });
      for (const [name, value] of Object.entries(expected)) {
        // Every page replaces the policy with its own nonce one (content-security-policy.test.ts); the API's
        // browser is no page of the pipeline and keeps helmet's.
        if (name !== 'content-security-policy' || url === '/api/docs') expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('are the short REST set on JSON answers, errors included', async () => {
    for (const url of ['/api/health', '/api/players/999999', '/api/players?limit=nope']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type'], url).toContain('application/json');
      for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
  });
});
