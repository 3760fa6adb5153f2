// `npm run bench:frontend`: first-load JavaScript (gzip) of public pages, and Lighthouse mobile
// performance + CLS on landing, players and standings, against the built server with demo data
// and ads enabled on a local test creative.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './server-process.mjs';
import { enableTestAds, restoreAds } from './test-ads.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/players', '/standings'];
execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const server = await startServer({ port: 3304, env: { DATA_DIR: process.env.BENCH_FE_DATA_DIR ?? '/tmp/hd-bench-fe', SEED_DEMO: 'true', ADMIN_EMAIL: 'bench@local.test', ADMIN_PASSWORD: 'bench-password-1' } });
const saved = await enableTestAds(server.base);

async function firstLoadJs(path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && res.url().startsWith(server.base)) {
      scripts.set(res.url(), gzipSync(await res.body()).length);
    }
  });
  await page.goto(server.base + path, { waitUntil: 'load' });
  await page.waitForTimeout(3000); // lazy route chunks and data arrive after load
  await browser.close();
  return Math.round([...scripts.values()].reduce((a, b) => a + b, 0) / 1024 * 10) / 10;
}

function lighthouse(path) {
  const out = execSync(`npx --yes lighthouse@12 ${server.base}${path} --quiet --output=json --only-categories=performance --form-factor=mobile --chrome-flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"`, { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 }).toString();
  const r = JSON.parse(out);
  return { performance: r.categories.performance.score, cls: +r.audits['cumulative-layout-shift'].numericValue.toFixed(3), lcpMs: Math.round(r.audits['largest-contentful-paint'].numericValue) };
}

const results = [];
try {
  for (const p of PAGES) results.push({ page: p, firstLoadJsKbGzip: await firstLoadJs(p), ...lighthouse(p) });
} finally {
  await restoreAds(server.base, saved);
  await server.stop();
}
console.log('\npage         first-load JS (kB gzip)  perf   CLS    LCP ms');
for (const r of results) console.log(`${r.page.padEnd(13)}${String(r.firstLoadJsKbGzip).padEnd(25)}${String(r.performance).padEnd(7)}${String(r.cls).padEnd(7)}${r.lcpMs}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/frontend-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
