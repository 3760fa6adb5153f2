// `npm run bench`: spec-scale data in PostgreSQL and in the embedded database, the built server
// under autocannon on the calls of issue #9, and a static route of the same server as the ceiling.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { discoverScenarios } from './scenarios.mjs';
import { measure } from './load.mjs';
import { getJson, startServer } from './server-process.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hd_spec';
const PGLITE_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/hd-bench-pglite';
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const only = process.env.BENCH_ONLY; // 'postgres' | 'pglite'

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

function ensurePgDatabase(url) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  execSync(`psql "${u}" -tc "SELECT 1 FROM pg_database WHERE datname='${name}'" | grep -q 1 || psql "${u}" -c 'CREATE DATABASE ${name}'`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

async function ensureSpecData(env, port) {
  const probe = await startServer({ port, env });
  const stats = await getJson(probe.base, '/api/stats');
  await probe.stop();
  if (stats.totalPlayers >= 100_000) return;
  console.log('Seeding spec-scale data (15k facilities, 500 leagues, 25k teams, 100k players, ~1M games)...');
  const t0 = Date.now();
  execSync('node dist/server/main.js seed --scale=spec --force', { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

async function benchDatabase(label, env, port) {
  await ensureSpecData(env, port);
  const server = await startServer({ port, env });
  try {
    const scenarios = await discoverScenarios(server.base);
    const rows = [];
    for (const s of scenarios) {
      await measure(server.base + s.path, { duration: 2 }); // warm-up
      rows.push({ ...s, ...(await measure(server.base + s.path, { duration: DURATION })) });
    }
    const ceiling = rows.find((r) => r.ceiling).reqPerSec;
    return rows.map((r) => ({ database: label, ...r, ratio: +(r.reqPerSec / ceiling).toFixed(3) }));
  } finally {
    await server.stop();
  }
}

const results = [];
if (only !== 'pglite') {
  ensurePgDatabase(PG_URL);
  results.push(...(await benchDatabase('postgres', { DATABASE_URL: PG_URL }, 3301)));
  // The same calls with the read cache off: what the database path itself sustains (every
  // request a miss), so the cached figures above do not hide a slow query.
  results.push(...(await benchDatabase('pg-nocache', { DATABASE_URL: PG_URL, RESPONSE_CACHE_MB: '0' }, 3303)));
}
if (only !== 'postgres') {
  results.push(...(await benchDatabase('pglite', { DATA_DIR: PGLITE_DIR }, 3302)));
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${pad('db', 11)}${pad('call', 40)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('ratio', 7)}errors`);
for (const r of results) {
  console.log(
    `${pad(r.database, 11)}${pad(r.name, 40)}${pad(r.reqPerSec, 8)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.ratio, 7)}${r.errors}`,
  );
}
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), durationSec: DURATION, connections: 50, results }, null, 2));
console.log(`\nwritten ${file}`);
