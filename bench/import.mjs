// `npm run bench:import`: issue #18's import budgets, on the built server and CLI.
// 1. One season (32 teams, 1,312 games) in ONE `POST /api/import/games` call: < 5 s embedded, < 2 s
//    on PostgreSQL; then the same file again (every row unchanged).
// 2. 100,000 games with `npm run import` on PostgreSQL: < 60 s, peak RSS of the process reported
//    (the file is streamed and written in batches, so memory stays flat: 10,000 rows are run first to compare).
// 3. The same 100,000 games in ONE API call on PostgreSQL (the upload spooled to a file, then streamed).
// PostgreSQL: BENCH_DATABASE_URL's server (default the local one), a throwaway database.
import { execSync } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import pg from 'pg';
import { gamesCsv, teamsCsv } from './import-files.mjs';
import { runCliMeasured } from './cli-run.mjs';
import { startServer } from './server-process.mjs';

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const ADMIN = { email: 'bench@example.com', password: 'bench-import-password' };
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BIG = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const results = [];
const databases = [];

async function freshPostgres(name) {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  databases.push(name);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

async function call(base, cookie, method, path, body, type = 'application/json') {
  const started = performance.now();
  const res = await fetch(base + path, { method, headers: { 'content-type': type, cookie }, body, duplex: 'half' });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  return { json, ms: performance.now() - started };
}

/** A league, its season and 32 teams (by import), as another system's export would name them. */
async function prepareLeague(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { json: league } = await call(base, cookie, 'POST', '/api/leagues', JSON.stringify({ name: 'Bench League', shortName: 'BL' }));
  await call(base, cookie, 'POST', '/api/seasons', JSON.stringify({ leagueId: league.id, year: '2030-31' }));
  await call(base, cookie, 'POST', '/api/import/teams', teamsCsv('BL'), 'text/csv');
  return cookie;
}

async function seasonInOneCall(label, env) {
  const server = await startServer({ port: 3331, env: { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  try {
    const cookie = await prepareLeague(server.base);
    const csv = [...gamesCsv({ count: 1312, league: 'BL', season: '2030-31' })].join('');
    const dry = await call(server.base, cookie, 'POST', '/api/import/games?dryRun=true', csv, 'text/csv');
    const first = await call(server.base, cookie, 'POST', '/api/import/games', csv, 'text/csv');
    const again = await call(server.base, cookie, 'POST', '/api/import/games', csv, 'text/csv');
    if (first.json.created !== 1312 || again.json.unchanged !== 1312)
      throw new Error(`${label}: ${JSON.stringify([first.json, again.json])}`);
    for (const [what, r] of [
      ['dry run', dry],
      ['import', first],
      ['same file again', again],
    ]) {
      results.push({ label, what, rows: 1312, seconds: +(r.ms / 1000).toFixed(2) });
      console.log(`${label}: 1,312 games, ${what}: ${(r.ms / 1000).toFixed(2)} s`);
    }
  } finally {
    await server.stop();
  }
}

/** BIG games in ONE `POST /api/import/games` call on PostgreSQL; the server's peak RSS after it. */
async function bigFileByApi() {
  const server = await startServer({
    port: 3333,
    env: { DATABASE_URL: await freshPostgres('hd_bench_import_api'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    const cookie = await prepareLeague(server.base);
    const body = Buffer.from([...gamesCsv({ count: BIG, league: 'BL', season: '2030-31' })].join(''));
    const r = await call(server.base, cookie, 'POST', '/api/import/games', body, 'text/csv');
    if (r.json.created !== BIG) throw new Error(`API: ${JSON.stringify(r.json).slice(0, 300)}`);
    const peakMb = Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024);
    console.log(
      `PostgreSQL, API: ${BIG.toLocaleString('en')} games (${(body.length / 1048576).toFixed(1)} MB) in one call: ${(r.ms / 1000).toFixed(1)} s, server peak RSS ${peakMb} MB`,
    );
    results.push({ label: 'PostgreSQL, API', what: 'import', rows: BIG, seconds: +(r.ms / 1000).toFixed(1), peakRssMb: peakMb });
  } finally {
    await server.stop();
  }
}

/** The CLI on a file of `count` games; peak RSS from /proc (VmHWM) while it runs. */
async function bigFileByCli(count) {
  const databaseUrl = await freshPostgres(`hd_bench_import_${count}`);
  const server = await startServer({
    port: 3332,
    env: { DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    await prepareLeague(server.base);
  } finally {
    await server.stop();
  }
  const file = '/tmp/hd-bench-import-games.csv';
  const out = createWriteStream(file);
  for (const line of gamesCsv({ count, league: 'BL', season: '2030-31' })) if (!out.write(line)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  let run;
  try {
    run = await runCliMeasured(['import', 'games', file], { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  } finally {
    rmSync(file, { force: true });
  }
  console.log(run.output);
  console.log(`PostgreSQL, CLI: ${count.toLocaleString('en')} games in ${run.seconds.toFixed(1)} s, peak RSS ${run.peakMb} MB`);
  results.push({ label: 'PostgreSQL, CLI', what: 'import', rows: count, seconds: +run.seconds.toFixed(1), peakRssMb: run.peakMb });
}

const dataDir = '/tmp/hd-bench-import';
rmSync(dataDir, { recursive: true, force: true });
await seasonInOneCall('embedded', { DATA_DIR: dataDir });
rmSync(dataDir, { recursive: true, force: true });
await seasonInOneCall('PostgreSQL', { DATABASE_URL: await freshPostgres('hd_bench_import') });
// A tenth of the file first: a flat peak RSS across the two shows memory does not grow with the file.
await bigFileByCli(Math.round(BIG / 10));
await bigFileByCli(BIG);
await bigFileByApi();
const admin = new pg.Client({ connectionString: PG_SERVER });
await admin.connect();
for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();
console.log(JSON.stringify(results));
