// `npm run bench:miss` (issue #21): the miss path, every URL new, measured back to back against
// /api/health of the same server and against bench/baseline-server.mjs (node:http + pg, the app's
// SQL as prepared statements). Answers are checked identical first. Then the embedded database with
// the demo data, static assets, and the read cache's memory under a distinct-URL crawler mix.
// BENCH_DATABASE_URL (default the local hd_spec, seeded with --scale=spec when short of 100k
// players), BENCH_DURATION (s per run, default 8), BENCH_MEMORY_DURATION (default 60), BENCH_ONLY.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs, getJson, startServer } from './server-process.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hd_spec';
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const MEMORY_DURATION = Number(process.env.BENCH_MEMORY_DURATION ?? 60);
const only = process.env.BENCH_ONLY; // 'postgres' | 'pglite' | 'memory'
const HEADERS = { 'accept-encoding': 'br, gzip' };

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

const shuffle = (list) => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};
/** Hands out each URL once; a run that outlives the list would start repeating (and say so). */
function stream(urls) {
  let i = 0;
  return {
    next: () => urls[i++ % urls.length],
    get used() {
      return i;
    },
    size: urls.length,
  };
}

async function load(base, next, connections) {
  const r = await autocannon({
    url: base,
    connections,
    duration: DURATION,
    headers: HEADERS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
  });
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}
const fixed = (path) => () => path;

/** Distinct URLs of the four calls, from the data itself. */
function urlsFrom({ playerIds, teamIds, dates, names }) {
  const words = new Set();
  for (const name of names) {
    const w = name.toLowerCase();
    for (let len = 3; len <= 6; len++) for (let at = 0; at + len <= w.length; at += 2) words.add(w.slice(at, at + len).trim());
  }
  const queries = shuffle([...words].filter((w) => w.length >= 3));
  return {
    player: shuffle(playerIds.map((id) => `/api/players/${id}`)),
    // Several page sizes per team: the demo data has only ~365 teams.
    team: shuffle(teamIds.flatMap((id) => [100, 99, 98, 97, 96, 95, 94, 93].map((l) => `/api/players?teamId=${id}&limit=${l}`))),
    // ~55 kB at spec scale; the limit varies so a date comes back as a new URL.
    games: shuffle(dates.flatMap((d) => [70, 71, 72, 73, 74, 75, 76, 77].map((l) => `/api/games?date=${d}&limit=${l}`))),
    search: queries.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
  };
}

async function sameAnswers(app, baseline, urls) {
  let same = 0;
  let checked = 0;
  for (const list of Object.values(urls)) {
    for (const path of list.slice(0, 40)) {
      const [a, b] = await Promise.all([fetch(app + path).then((r) => r.text()), fetch(baseline + path).then((r) => r.text())]);
      checked++;
      if (a === b) same++;
      else console.log(`differs: ${path}`);
    }
  }
  console.log(`answers identical to the baseline: ${same}/${checked}`);
  if (same !== checked) throw new Error('the baseline answers differently: update bench/baseline-queries.json from the app');
  return `${same}/${checked}`;
}

function startBaseline(port) {
  const child = spawn(process.execPath, ['bench/baseline-server.mjs'], {
    env: { ...process.env, BASELINE_DATABASE_URL: PG_URL, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGTERM'));
  return new Promise((resolve) => setTimeout(() => resolve({ base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }), 1500));
}

const CALLS = [
  ['player', '/api/players/{id}'],
  ['team', '/api/players?teamId='],
  ['games', '/api/games?date= (~55 kB)'],
  ['search', '/api/search?q='],
];
const report = { date: new Date().toISOString(), durationSec: DURATION, load: execSync('cat /proc/loadavg').toString().trim() };

if (!only || only === 'postgres') {
  const db = new pg.Pool({ connectionString: PG_URL, max: 2 });
  const [{ n }] = (await db.query('select count(*)::int as n from players')).rows;
  if (n < 100_000)
    execSync('node dist/server/main.js seed --scale=spec --force', { stdio: 'inherit', env: { ...process.env, DATABASE_URL: PG_URL } });
  const col = async (q) => (await db.query({ text: q, rowMode: 'array' })).rows.map((r) => r[0]);
  const urls = urlsFrom({
    playerIds: await col('select id from players'),
    teamIds: await col('select id from teams'),
    dates: await col(`select distinct to_char(game_date, 'YYYY-MM-DD') from games`),
    names: [
      ...(await col('select last_name from players order by random() limit 4000')),
      ...(await col('select name from teams order by random() limit 2000')),
    ],
  });
  await db.end();
  const app = await startServer({ port: 3321, env: { DATABASE_URL: PG_URL } });
  const baseline = await startBaseline(3322);
  try {
    report.identical = await sameAnswers(app.base, baseline.base, urls);
    const rows = [];
    for (const [key, name] of CALLS) {
      const s = stream(urls[key].slice(40));
      await load(app.base, fixed('/api/health'), 50); // warm-up and ceiling, back to back with this call
      const health = await load(app.base, fixed('/api/health'), 50);
      const a = await load(app.base, s.next, 50);
      const b = await load(baseline.base, s.next, 50);
      if (s.used > s.size) console.log(`${name}: URL list exhausted, some repeated`);
      rows.push({
        call: name,
        health,
        app: a,
        baseline: b,
        vsHealth: +(a.reqPerSec / health.reqPerSec).toFixed(3),
        vsBaseline: +(a.reqPerSec / b.reqPerSec).toFixed(3),
      });
      console.log(name, JSON.stringify(rows.at(-1)));
    }
    const asset = readdirSync('dist/client/assets').find((f) => f.startsWith('vendor-') && f.endsWith('.js'));
    // 80 kB a response: the load generator's own reading can be the limit, so the server's CPU per
    // request is measured too (from /proc), against /api/health's.
    const withCpu = async (path) => {
      const before = cpuMs(app.pid);
      const r = await load(app.base, fixed(path), 50);
      return { ...r, cpuMsPerRequest: +((cpuMs(app.pid) - before) / (r.reqPerSec * DURATION)).toFixed(3) };
    };
    const health = await withCpu('/api/health');
    const stat = await withCpu(`/assets/${asset}`);
    rows.push({
      call: `static ${asset}`,
      health,
      app: stat,
      vsHealth: +(stat.reqPerSec / health.reqPerSec).toFixed(3),
      cpuVsHealth: +(health.cpuMsPerRequest / stat.cpuMsPerRequest).toFixed(3),
    });
    console.log('static', JSON.stringify(rows.at(-1)));
    report.postgres = rows;
  } finally {
    baseline.stop();
    await app.stop();
  }
}

if (!only || only === 'pglite') {
  // The demo's history (past seasons' box scores) is filled before the server listens: measured while
  // it fills, every call would share the one thread with it.
  const app = await startServer({
    port: 3323,
    env: { DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/hd-bench-miss', SEED_DEMO: 'true', SEED_DEMO_HISTORY: 'wait' },
    timeoutMs: 900_000,
  });
  try {
    const stats = await getJson(app.base, '/api/stats');
    const page = async (path, total) => {
      const out = [];
      for (let offset = 0; offset < total; offset += 500) out.push(...(await getJson(app.base, `${path}?limit=500&offset=${offset}`)));
      return out;
    };
    const players = await page('/api/players', stats.totalPlayers);
    const teams = await page('/api/teams', stats.totalTeams);
    const dates = [];
    for (let d = new Date('2020-01-01'); d < new Date('2027-06-01'); d.setUTCDate(d.getUTCDate() + 1))
      dates.push(d.toISOString().slice(0, 10));
    const urls = urlsFrom({
      playerIds: players.map((p) => p.id),
      teamIds: teams.map((t) => t.id),
      dates,
      names: [...players.map((p) => p.lastName), ...teams.map((t) => t.name)],
    });
    const rows = [];
    for (const [key, name] of CALLS) {
      const health = await load(app.base, fixed('/api/health'), 20);
      const s = stream(urls[key]);
      const a = await load(app.base, s.next, 20);
      rows.push({ call: name, health, app: a, vsHealth: +(a.reqPerSec / health.reqPerSec).toFixed(3) });
      if (s.used > s.size) console.log(`${name}: URL list exhausted, some repeated`);
      console.log('embedded', name, JSON.stringify(rows.at(-1)));
    }
    report.pglite = rows;
  } finally {
    await app.stop();
  }
}

if (!only || only === 'memory') {
  // A crawler: every request a URL not asked before, across the four calls and the list pages.
  const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(execSync(`cat /proc/${pid}/status`).toString())[1]);
  const crawl = async (cacheMb, port) => {
    const app = await startServer({ port, env: { DATABASE_URL: PG_URL, RESPONSE_CACHE_MB: String(cacheMb) } });
    try {
      let i = 0;
      const next = () => {
        i++;
        const k = i % 5;
        if (k === 0) return `/api/players/${(i * 7919) % 100_000 || 1}`;
        if (k === 1) return `/api/players?teamId=${(i % 25_000) + 1}&limit=${20 + (i % 30)}`;
        if (k === 2) return `/api/teams?limit=50&offset=${i % 24_000}`;
        if (k === 3) return `/api/facilities?limit=20&offset=${i % 14_000}`;
        return `/api/players?limit=25&offset=${i % 90_000}`;
      };
      const r = await autocannon({
        url: app.base,
        connections: 20,
        duration: MEMORY_DURATION,
        headers: HEADERS,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
      });
      const mem = await getJson(app.base, '/api/health/memory');
      return { cacheMb, requests: r.requests.total, rssMb: +(rssKb(app.pid) / 1024).toFixed(0), cache: mem.responseCache };
    } finally {
      await app.stop();
    }
  };
  const on = await crawl(64, 3324);
  const off = await crawl(0, 3325);
  report.memory = { on, off, countedMb: +(on.cache.countedBytes / 2 ** 20).toFixed(1), rssOverCacheOffMb: on.rssMb - off.rssMb };
  console.log('memory', JSON.stringify(report.memory));
}

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/miss-${report.date.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(report, null, 2));
console.log(`\nwritten ${file}`);
