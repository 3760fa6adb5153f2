// `node bench/players-paint.mjs`: how long /players takes to show its content (every loading
// skeleton in <main> replaced) on the spec-scale databases `npm run bench` creates — on a
// freshly started server (cold: empty read cache) and again (warm). Issue #5 asks for < 1 s.
import { chromium } from '@playwright/test';
import { startServer } from './server-process.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hd_spec';
const PGLITE_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/hd-bench-pglite';
const PATHS = (process.env.PAINT_PATHS ?? '/players,/players?tab=country,/players?tab=all').split(',');

async function contentShownMs(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return main && main.querySelector('h1') && !main.querySelector('[aria-busy="true"]');
    },
    null,
    { timeout: 30_000, polling: 'raf' },
  );
  return Math.round(await page.evaluate(() => performance.now()));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const rows = [];
for (const [label, env, port] of [
  ['postgres', { DATABASE_URL: PG_URL }, 3311],
  ['pglite', { DATA_DIR: PGLITE_DIR }, 3312],
]) {
  const server = await startServer({ port, env });
  try {
    for (const path of PATHS) {
      const times = [];
      for (let i = 0; i < 3; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        times.push(await contentShownMs(await context.newPage(), server.base + path));
        await context.close();
      }
      rows.push({ database: label, path, coldMs: times[0], warmMs: Math.min(...times.slice(1)) });
    }
  } finally {
    await server.stop();
  }
}
await browser.close();
console.log('db        page                          cold ms  warm ms');
for (const r of rows) console.log(`${r.database.padEnd(10)}${r.path.padEnd(30)}${String(r.coldMs).padEnd(9)}${r.warmMs}`);
