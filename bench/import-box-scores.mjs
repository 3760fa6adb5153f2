// `npm run bench:import-boxscores`: issue #26's budget. A full 1,312-game NHL season of official box
// scores (the NHL's own play-by-play format, ~235 KB a game, ~300 MB in all), synthesised from the
// recorded games of tests/fixtures/nhl with renumbered game ids and dates, through
// `npm run import -- boxscores`: < 60 s on PostgreSQL, < 3 min embedded, peak RSS reported (the file is
// NDJSON read a line at a time, each game written in its own transaction, so memory stays flat: a
// tenth of the season is run first to compare). Then the same file again (every game unchanged).
// PostgreSQL: BENCH_DATABASE_URL's server (default the local one), a throwaway database.
// BENCH_ENGINES=postgres or =embedded runs one engine; BENCH_SEASON_GAMES another season length.
import { execSync } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { runCliMeasured } from './cli-run.mjs';
import { startServer } from './server-process.mjs';

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const ADMIN = { email: 'bench@example.com', password: 'bench-import-password' };
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GAMES = Number(process.env.BENCH_SEASON_GAMES ?? 1312);
const FILE = '/tmp/hd-bench-boxscores.ndjson';
const results = [];

const corpus = readdirSync('tests/fixtures/nhl')
  .filter((n) => n.endsWith('.json.gz'))
  .sort()
  .map((n) => JSON.parse(gunzipSync(readFileSync(`tests/fixtures/nhl/${n}`)).toString('utf8')));

/** Game i of the season: a recorded game with a new id, on one of the season's 186 days (7 a day). */
async function writeSeason(count) {
  const out = createWriteStream(FILE);
  const opening = Date.parse('2030-10-08T00:00:00Z');
  for (let i = 0; i < count; i++) {
    const date = new Date(opening + Math.floor(i / 7) * 86_400_000).toISOString().slice(0, 10);
    const game = { ...corpus[i % corpus.length], id: 2030020001 + i, gameDate: date, startTimeUTC: `${date}T23:00:00Z` };
    if (!out.write(JSON.stringify(game) + '\n')) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function freshPostgres(name) {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrations, the admin, the league and its season, through the server; it is stopped before the import. */
async function prepare(env) {
  const server = await startServer({ port: 3334, env: { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  try {
    const login = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const post = async (path, body) => {
      const res = await fetch(server.base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const league = await post('/api/leagues', { name: 'Bench NHL', shortName: 'BNHL', timeZone: 'America/Los_Angeles' });
    const season = await post('/api/seasons', { leagueId: league.id, year: '2030-31' });
    return { league: league.id, season: season.id };
  } finally {
    await server.stop();
  }
}

/** The CLI on the season file; peak RSS from /proc (VmHWM) while it runs. */
const runCli = (env, ids) =>
  runCliMeasured(['import', 'boxscores', FILE, `--league=${ids.league}`, `--season=${ids.season}`], {
    ...env,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  });

async function season(label, env, count) {
  const ids = await prepare(env);
  await writeSeason(count);
  for (const what of ['import', 'same file again']) {
    const r = await runCli(env, ids);
    console.log(r.output.split('\n')[0]);
    console.log(`${label}: ${count.toLocaleString('en')} NHL games, ${what}: ${r.seconds.toFixed(1)} s, peak RSS ${r.peakMb} MB`);
    results.push({ label, what, games: count, seconds: +r.seconds.toFixed(1), peakRssMb: r.peakMb });
  }
}

const dataDir = '/tmp/hd-bench-boxscores';
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,embedded').split(',');
try {
  for (const count of ENGINES.includes('postgres') ? [Math.round(GAMES / 10), GAMES] : []) {
    const db = `hd_bench_boxscores_${count}`;
    await season('PostgreSQL', { DATABASE_URL: await freshPostgres(db) }, count);
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (ENGINES.includes('embedded')) await season('embedded', { DATA_DIR: dataDir }, GAMES);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(FILE, { force: true });
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  for (const count of [Math.round(GAMES / 10), GAMES])
    await admin.query(`drop database if exists hd_bench_boxscores_${count} with (force)`);
  await admin.end();
}
console.log(JSON.stringify(results));
