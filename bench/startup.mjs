// `node bench/startup.mjs`: how long `npm start` takes on an empty data directory (migrations and the
// demo seed included) until the first pre-rendered page and /api/stats answer. Issue #9: < 10 s.
// Measured with the build present, as after `npm install && npm start` once; BENCH_STARTUP_RUNS runs.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startServer } from './server-process.mjs';

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const DATA_DIR = '/tmp/hd-bench-startup';
const times = [];
for (let i = 0; i < RUNS; i++) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const started = Date.now();
  const server = await startServer({ port: 3330, env: { DATA_DIR, SEED_DEMO: 'true' } });
  const page = await fetch(`${server.base}/players`);
  const html = await page.text();
  const stats = await fetch(`${server.base}/api/stats`);
  const ms = Date.now() - started;
  await server.stop();
  if (!page.ok || !html.includes('data-shell') || !stats.ok) throw new Error(`run ${i + 1}: page ${page.status}, stats ${stats.status}`);
  times.push(ms);
  console.log(`run ${i + 1}: first pre-rendered page and /api/stats after ${(ms / 1000).toFixed(1)} s`);
}
console.log(`start-up on an empty data directory: ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s (budget 10 s)`);
