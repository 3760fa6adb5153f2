import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { adSettings, players } from '#server/db/schema';
import { onAppClose } from '../helpers/app-teardowns';
import { createTestDatabase } from '../helpers/test-db';
import { recordStatements } from '../helpers/record-statements';

// Issue 30: a record page reads its record once. The head is built from the answer the page's first
// render reads, not from a read of its own. A stand-in for the built renderer asks what the player
// page asks (GET /api/players/{id}); every SQL statement naming the players table is counted.
const RENDERER = `
let api;
export function answerReadsWith(reader) { api = reader; }
export async function warmUp() {}
export function renderBrandBar() { return '<header>brand</header>'; }
export async function renderShell({ url, adConfig }) {
  const id = /^\\/player\\/(\\d+)$/.exec(new URL(url).pathname)?.[1];
  if (!id) return { html: '<main>ads ' + (adConfig.enabled ? 'on' : 'off') + '</main>', state: '{}', complete: true };
  const res = await api('/api/players/' + id);
  const player = res.ok ? await res.json() : null;
  return { html: '<h1>' + (player ? player.firstName : 'missing') + '</h1>', state: '{}', complete: res.ok };
}`;
const INDEX = `<!doctype html><html><head><title>Hockey Directory</title>
<meta name="description" content="x"><script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;

let app: FastifyInstance;
let db: Awaited<ReturnType<typeof createTestDatabase>>['handle']['db'];
let playerId = 0;
const statements: string[] = [];

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hd-page-reads-'));
  mkdirSync(path.join(dist, 'client'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'client', 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'ssr', 'render-shell.js'), RENDERER);
  const { handle, drop } = await createTestDatabase();
  db = handle.db;
  recordStatements(handle.db, statements);
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_VERSION_CHECK_MS: '0', PAGE_CACHE_MB: '0' });
  app = await buildApp({ config, db: handle, clientDir: path.join(dist, 'client') });
  await app.ready();
  onAppClose(async () => {
    await app.close();
    await drop();
  });
  const [riley] = await handle.db.insert(players).values({ firstName: 'Riley', lastName: 'Bennett', position: 'left_wing' }).returning();
  playerId = riley.id;
});

const playerReads = () => statements.filter((s) => /from "players"/i.test(s)).length;

describe('a record page', () => {
  it('reads its record once: the head and the render share the answer', async () => {
    statements.length = 0;
    const res = await app.inject({ url: `/player/${playerId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Riley Bennett · Left Wing — Hockey Directory</title>');
    expect(res.body).toContain('<h1>Riley</h1>');
    expect(playerReads()).toBe(1);
  });

  it('is read once for pages asked at the same time (issue 28: one league table for twenty team pages)', async () => {
    await db.update(players).set({ lastName: 'Bennett' }).where(eq(players.id, playerId)); // a new data version: the read cache misses
    statements.length = 0;
    const pages = await Promise.all([1, 2, 3].map(() => app.inject({ url: `/player/${playerId}` })));
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200]);
    for (const p of pages) expect(p.body).toContain('<h1>Riley</h1>');
    expect(playerReads()).toBe(1);
  });

  it('an unknown id is read once too, and answers 404 with the not-found head', async () => {
    statements.length = 0;
    const res = await app.inject({ url: '/player/987654' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Player Not Found — Hockey Directory</title>');
    expect(playerReads()).toBe(1);
  });
});

// Issue 28: every page renders with the ad settings; they come from the read cache (as
// /api/ad-config), which a settings write invalidates, not from a database read per page.
describe('the ad settings of a page', () => {
  const settingsReads = () => statements.filter((s) => /from "ad_settings"/i.test(s)).length;

  it('are read once for many pages, and a change shows on the next page', async () => {
    expect((await app.inject({ url: '/' })).body).toContain('<main>ads off</main>');
    statements.length = 0;
    for (const url of ['/', '/teams', `/player/${playerId}`]) expect((await app.inject({ url })).statusCode).toBe(200);
    expect(settingsReads()).toBe(0);
    await db.insert(adSettings).values({ id: 1, publisherId: 'ca-pub-1', enabled: true });
    expect((await app.inject({ url: '/' })).body).toContain('<main>ads on</main>');
  });
});
