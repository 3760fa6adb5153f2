// `npm run bench:pages`: the HTML page cost of issue 28 on the built server. Every run measures
// /api/health of the same server first (the ceiling), then HTML pages at 20 connections:
//   `/` repeated; /player/{id} and /team/{id} with a new id on every request (shuffled, each id once
//   until the list runs out), so nearly every page is rendered afresh.
// Embedded database with the demo data by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL
// (seed it with `node dist/server/main.js seed --scale=spec` first).
// BENCH_PORT (3310) and BENCH_DATA_DIR let two runs on one machine keep apart.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuMs, getJson, startServer } from './server-process.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const PG_URL = process.env.BENCH_DATABASE_URL;
const env = PG_URL
  ? { DATABASE_URL: PG_URL }
  : { DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/hd-bench-pages', SEED_DEMO: 'true', SEED_DEMO_HISTORY: 'wait' };

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

async function ids(base, path, total) {
  const out = [];
  for (let offset = 0; offset < total; offset += 500) {
    out.push(...(await getJson(base, `${path}${path.includes('?') ? '&' : '?'}limit=500&offset=${offset}`)).map((r) => r.id));
  }
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// The server's CPU time per request as well: a 20 kB page a request can make the load generator,
// on the same cores, the limit of req/s; CPU per request is the server's own cost.
/** autocannon over `paths()`: a fixed path, or a new one per request. */
async function run(base, name, next, pid) {
  const before = cpuMs(pid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
  });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: +((cpuMs(pid) - before) / result.requests.total).toFixed(3),
  };
}

const cycle = (list) => {
  let i = 0;
  return () => list[i++ % list.length];
};

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3310), env, timeoutMs: 900_000 });
try {
  const stats = await getJson(server.base, '/api/stats');
  const players = await ids(server.base, '/api/players', Math.min(stats.totalPlayers, 200_000));
  const teams = await ids(server.base, '/api/teams', Math.min(stats.totalTeams, 50_000));
  const warm = async (path) => {
    for (let i = 0; i < 20; i += 1) await fetch(server.base + path);
  };
  await warm('/api/health');
  await warm('/');
  await warm(`/player/${players[0]}`);
  const rows = [];
  rows.push(await run(server.base, '/api/health (ceiling)', () => '/api/health', server.pid));
  rows.push(await run(server.base, 'HTML / repeated', () => '/', server.pid));
  rows.push(await run(server.base, 'HTML /player/{id}, new id each request', cycle(players.map((id) => `/player/${id}`)), server.pid));
  rows.push(await run(server.base, 'HTML /team/{id}, new id each request', cycle(teams.map((id) => `/team/${id}`)), server.pid));
  const ceiling = rows[0].reqPerSec;
  console.log(
    `\n${PG_URL ? 'PostgreSQL' : 'embedded database'}: ${stats.totalPlayers} players, ${stats.totalTeams} teams; ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.log('call'.padEnd(44) + 'req/s'.padStart(8) + '  ÷health' + 'p50'.padStart(7) + 'p99'.padStart(7) + ' errors' + '  cpu ms/req');
  for (const r of rows) {
    r.ratio = +(r.reqPerSec / ceiling).toFixed(3);
    console.log(
      r.name.padEnd(44) +
        String(r.reqPerSec).padStart(8) +
        String(r.ratio).padStart(8) +
        `${r.p50}`.padStart(7) +
        `${r.p99}`.padStart(7) +
        String(r.errors).padStart(7) +
        String(r.cpuMsPerRequest).padStart(12),
    );
  }
  // Issue 28's page cost (it replaced issue 16's ratios to /api/health): a distinct player or team page under 4 ms of
  // the server's CPU, p99 under 150 ms at 20 connections. CPU is the mean per request (the server's /proc counters).
  const budget = [
    ['/player: < 4 ms server CPU a page, p99 < 150 ms', rows[2].cpuMsPerRequest < 4 && rows[2].p99 < 150],
    ['/team: < 4 ms server CPU a page, p99 < 150 ms', rows[3].cpuMsPerRequest < 4 && rows[3].p99 < 150],
  ];
  for (const [what, ok] of budget) console.log(`${ok ? 'met    ' : 'MISSED '} ${what}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/pages-${new Date().toISOString().slice(0, 10)}-${PG_URL ? 'postgres' : 'pglite'}.json`,
    JSON.stringify({ database: PG_URL ? 'postgres' : 'pglite', rows }, null, 2),
  );
} finally {
  await server.stop();
}
