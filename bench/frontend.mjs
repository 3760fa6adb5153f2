// `npm run bench:frontend`: first-load JavaScript (gzip) of public pages, and Lighthouse mobile
// performance, CLS and SEO on landing, players, a player page and standings, against the built server with demo data
// and ads enabled on a local test creative. BENCH_FE_PORT, BENCH_FE_DATA_DIR and BENCH_FE_PAGES (comma-separated)
// override the port, the data directory and the pages.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { bundleLine, pageBundles } from './page-bundles.mjs';
import { startServer } from './server-process.mjs';
import { enableTestAds, restoreAds } from './test-ads.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = process.env.BENCH_FE_PAGES?.split(',') ?? ['/', '/players', '/player/1', '/standings'];
// Lighthouse's simulated throttling varies run to run (on a shared 2-core machine by up to 0.1):
// as Lighthouse's own guidance on variability advises, every page is measured RUNS times and the
// median is the figure; the lowest score and every run are printed next to it.
const RUNS = Number(process.env.BENCH_FE_RUNS ?? 5);
execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const server = await startServer({
  port: Number(process.env.BENCH_FE_PORT ?? 3304),
  env: {
    DATA_DIR: process.env.BENCH_FE_DATA_DIR ?? '/tmp/hd-bench-fe',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'bench@local.test',
    ADMIN_PASSWORD: 'bench-password-1',
  },
});
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
  return Math.round(([...scripts.values()].reduce((a, b) => a + b, 0) / 1024) * 10) / 10;
}

// Lighthouse 12 with a newer Chromium now and then fails to record the trace (NO_NAVSTART): retry.
function lighthouse(path, attempt = 1) {
  try {
    return lighthouseOnce(path);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.warn(`lighthouse ${path} failed (attempt ${attempt}), retrying`);
    return lighthouse(path, attempt + 1);
  }
}

function lighthouseOnce(path) {
  const out = execSync(
    `npx --yes lighthouse@12 ${server.base}${path} --quiet --output=json --only-categories=performance,seo --form-factor=mobile --chrome-flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"`,
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const r = JSON.parse(out);
  // BENCH_FE_RAW=dir keeps each full report (to see the LCP element, the critical chain…).
  if (process.env.BENCH_FE_RAW) writeFileSync(`${process.env.BENCH_FE_RAW}/lh${path.replace(/\W/g, '_')}-${Date.now()}.json`, out);
  const ms = (audit) => Math.round(r.audits[audit].numericValue);
  return {
    performance: r.categories.performance.score,
    seo: r.categories.seo.score,
    cls: +r.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    lcpMs: ms('largest-contentful-paint'),
    fcpMs: ms('first-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    siMs: ms('speed-index'),
  };
}

const results = [];
try {
  for (const p of PAGES) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(p));
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    results.push({
      page: p,
      firstLoadJsKbGzip: await firstLoadJs(p),
      performance: median('performance'),
      lowest: Math.min(...runs.map((r) => r.performance)),
      scores: runs.map((r) => r.performance),
      cls: Math.max(...runs.map((r) => r.cls)),
      seo: Math.min(...runs.map((r) => r.seo)),
      lcpMs: median('lcpMs'),
      fcpMs: median('fcpMs'),
      tbtMs: median('tbtMs'),
      siMs: median('siMs'),
    });
    console.log(JSON.stringify(results.at(-1)));
  }
} finally {
  // Never let a failed restore hide the error that got us here.
  await restoreAds(server.base, saved).catch((err) => console.error('restoring ad settings failed:', err.message));
  await server.stop();
}
console.log(
  `\n${RUNS} Lighthouse runs a page: perf = the median (lowest; every run), CLS = the highest, SEO = the lowest, times = medians`,
);
console.log('page         first-load JS (kB gzip)  perf (lowest; runs)                    CLS    SEO   LCP ms  FCP ms  TBT ms  SI ms');
for (const r of results) {
  console.log(
    `${r.page.padEnd(13)}${String(r.firstLoadJsKbGzip).padEnd(25)}${`${r.performance} (${r.lowest}; ${r.scores.join(' ')})`.padEnd(39)}${String(r.cls).padEnd(7)}${String(r.seo).padEnd(6)}${String(r.lcpMs).padEnd(8)}${String(r.fcpMs).padEnd(8)}${String(r.tbtMs).padEnd(8)}${r.siMs}`,
  );
}
const bundles = pageBundles();
console.log(`\nEvery screen, from the build manifest (entry + page chunks, kB gzip; ads and lazy dialogs excluded):`);
for (const b of bundles) console.log(bundleLine(b));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/frontend-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify({ date: new Date().toISOString(), results, bundles }, null, 2),
);
