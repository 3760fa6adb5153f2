import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { createUser } from '#server/repositories/users/users';
import { ADMIN, cookieHeader } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-db';

// A built client stand-in, so the pages carry a real entry script the nonce must reach.
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hockey Directory</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div>
<script>window.__probe = 1</script></body></html>`;

let app: FastifyInstance;
let admin: string;
let drop: () => Promise<void>;
const clientDir = mkdtempSync(path.join(tmpdir(), 'hd-csp-'));

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  const db = await createTestDatabase();
  drop = db.drop;
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', DATA_VERSION_CHECK_MS: '0' });
  app = await buildApp({ config, db: db.handle, clientDir });
  await app.ready();
  await createUser(db.handle.db, { ...ADMIN, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
  admin = cookieHeader(await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN }));
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  rmSync(clientDir, { recursive: true, force: true });
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy per page kind (docs/decisions/0003)', () => {
  for (const url of ['/admin', '/admin?tab=teams', '/ad-settings', '/api/login', '/api/login?next=%2Fadmin']) {
    it(`${url}: strict policy, every script nonced`, async () => {
      const pages = [await app.inject({ url }), await app.inject({ url, headers: { cookie: admin } })];
      const nonces = pages.map((res) => {
        expect(res.statusCode).toBe(200);
        const csp = res.headers['content-security-policy'] as string;
        const scriptSrc = directive(csp, 'script-src');
        const nonce = /'nonce-([A-Za-z0-9+/=]{20,})'/.exec(scriptSrc)?.[1];
        expect(nonce, csp).toBeTruthy();
        expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|https:|http:|\*/);
        expect(directive(csp, 'script-src-attr')).toBe("script-src-attr 'none'");
        expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
        expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
        expect(directive(csp, 'object-src')).toBe("object-src 'none'");
        const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
        expect(scripts).toHaveLength(2);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
        return nonce;
      });
      expect(nonces[0]).not.toBe(nonces[1]);
    });
  }

  for (const url of ['/', '/products', '/facilities', '/ad-test', '/administrator']) {
    it(`${url}: the ad pages' policy, no nonce (a nonce would switch off 'unsafe-inline' for creatives)`, async () => {
      const res = await app.inject({ url });
      const csp = res.headers['content-security-policy'] as string;
      expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https:");
      expect(csp).not.toContain('nonce-');
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    });
  }
});
