import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { createUser } from '#server/repositories/users/users';
import { ADMIN, cookieHeader } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-db';

// A built client stand-in, so the pages carry a real entry script (which the server turns into the boot
// script) and an inline one the nonce must reach.
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hockey Directory</title>
<script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div>
<script>window.__probe = 1</script></body></html>`;
// And a server renderer stand-in (dist/ssr/render-shell.js), so pre-rendered pages carry the shell, its JSON
// state script and the boot script, as the built app's do.
const RENDER_SHELL = `export const answerReadsWith = () => {};
export const warmUp = async () => {};
export const renderBrandBar = () => '<header>Hockey Directory</header>';
export const renderShell = async () => ({ html: '<main><h1>Page</h1></main>', state: '{"queries":[]}', complete: true });`;

let app: FastifyInstance;
let admin: string;
let drop: () => Promise<void>;
const root = mkdtempSync(path.join(tmpdir(), 'hd-csp-'));

beforeAll(async () => {
  mkdirSync(path.join(root, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'client', 'index.html'), INDEX);
  writeFileSync(path.join(root, 'ssr', 'render-shell.js'), RENDER_SHELL);
  const db = await createTestDatabase();
  drop = db.drop;
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', DATA_VERSION_CHECK_MS: '0' });
  app = await buildApp({ config, db: db.handle, clientDir: path.join(root, 'client') });
  await app.ready();
  await createUser(db.handle.db, { ...ADMIN, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
  admin = cookieHeader(await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN }));
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  rmSync(root, { recursive: true, force: true });
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/** The page's nonce, after checking its policy is the strict one and every script element carries it. */
function strictNonce(res: LightMyRequestResponse, frameSrc: string, html = res.body): string {
  const csp = res.headers['content-security-policy'] as string;
  const scriptSrc = directive(csp, 'script-src');
  const nonce = /^script-src 'nonce-([A-Za-z0-9+/]{24})' 'strict-dynamic'$/.exec(scriptSrc)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|https:|http:|\*/);
  expect(directive(csp, 'script-src-attr')).toBe("script-src-attr 'none'");
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  expect(directive(csp, 'frame-src')).toBe(`frame-src ${frameSrc}`);
  expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
  expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce!;
}

describe('Content-Security-Policy of every page (docs/decisions/0033)', () => {
  // A not-found page (/administrator is no admin page) is a page too.
  const PAGES: [string, string, number?][] = [
    ['/', "'self'"],
    ['/products', "'self'"],
    ['/facilities', "'self'"],
    ['/teams?league=1', "'self'"],
    ['/ad-test', "'self'"],
    ['/administrator', "'self'", 404],
    ['/admin', "'none'"],
    ['/admin?tab=teams', "'none'"],
    ['/ad-settings', "'none'"],
    ['/api/login', "'none'"],
    ['/api/login?next=%2Fadmin', "'none'"],
  ];
  for (const [url, frameSrc, status = 200] of PAGES) {
    it(`${url}: nonce and 'strict-dynamic' only, every script nonced, a new nonce per response`, async () => {
      const signedOut = [await app.inject({ url }), await app.inject({ url }), await app.inject({ url })];
      const signedIn = await app.inject({ url, headers: { cookie: admin } });
      const answers = [...signedOut, signedIn];
      expect(answers.map((res) => res.statusCode)).toEqual([status, status, status, status]);
      const nonces = answers.map((res) => strictNonce(res, frameSrc));
      expect(new Set(nonces).size).toBe(nonces.length);
    });
  }

  it('a stored page: the boot script and JSON state carry each answer its own nonce, gzip and 304 included', async () => {
    const first = await app.inject({ url: '/leagues', headers: { 'accept-encoding': 'gzip' } });
    const hit = await app.inject({ url: '/leagues', headers: { 'accept-encoding': 'gzip' } });
    expect(hit.headers['x-cache']).toBe('hit');
    const html = gunzipSync(hit.rawPayload).toString();
    expect(html).toMatch(/<script nonce="[^"]+" type="application\/json" id="hd-state">/);
    expect(html).toMatch(/<script nonce="[^"]+" type="module">document\.querySelectorAll/);
    const nonces = [strictNonce(first, "'self'", gunzipSync(first.rawPayload).toString()), strictNonce(hit, "'self'", html)];
    expect(nonces[0]).not.toBe(nonces[1]);
    const again = await app.inject({ url: '/leagues', headers: { 'if-none-match': hit.headers.etag as string } });
    expect([again.statusCode, again.headers['content-security-policy']]).toEqual([304, undefined]);
  });

  it('the ad frame has a policy of its own for creatives, sandboxed, framed by our pages only', async () => {
    const res = await app.inject({ url: '/ad-frame' });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const csp = res.headers['content-security-policy'] as string;
    expect(directive(csp, 'sandbox')).toBe('sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(directive(csp, 'script-src')).toBe("script-src 'unsafe-inline' https:");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('documents outside the pipeline (the OpenAPI browser) run our own files only', async () => {
    const res = await app.inject({ url: '/api/docs/static/index.html' });
    const csp = res.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });
});
