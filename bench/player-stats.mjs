// `node bench/player-stats.mjs` (issue #17): GET /api/players/{id}/stats with the read cache off
// (RESPONSE_CACHE_MB=0: every request a miss), every request a different player who has stats,
// against PostgreSQL. Budget: p99 < 50 ms at spec scale (100k players, 1M games). Also the other
// box-score reads, for the record. BENCH_DATABASE_URL (default the local hd_spec, seeded with
// --scale=spec when short of 100k players or without box scores), BENCH_DURATION (s, default 8),
// BENCH_CONNECTIONS (default 10).
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './server-process.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hd_spec';
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const db = new pg.Pool({ connectionString: PG_URL, max: 2 });
const one = async (q) => (await db.query(q)).rows[0];
const col = async (q) => (await db.query({ text: q, rowMode: 'array' })).rows.map((r) => r[0]);
const ready = async () => {
  const { players } = await one('select count(*)::int as players from players');
  const stats = await one(`select to_regclass('player_season_stats') is not null as t`);
  return players >= 100_000 && stats.t && (await one('select count(*)::int as n from player_season_stats')).n > 0;
};
if (!(await ready()))
  execSync('node dist/server/main.js seed --scale=spec --force', { stdio: 'inherit', env: { ...process.env, DATABASE_URL: PG_URL } });
const scale = await one(`select (select count(*)::int from players) as players, (select count(*)::int from games) as games,
  (select count(*)::int from box_scores) as "boxScores", (select count(*)::int from box_score_lineups) as "lineupRows",
  (select count(*)::int from player_season_stats) as "seasonRows", (select count(distinct player_id)::int from player_season_stats) as "playersWithStats"`);
const shuffle = (list) => list.sort(() => Math.random() - 0.5);
const playerIds = shuffle(await col('select distinct player_id from player_season_stats'));
const teams = shuffle(await col("select distinct team_id || '?seasonId=' || season_id from player_season_stats"));
const seasonIds = shuffle(await col('select distinct season_id from player_season_stats'));
const gameIds = shuffle(await col('select game_id from box_scores'));
await db.end();

const calls = [
  ['GET /api/players/{id}/stats', playerIds.map((id) => `/api/players/${id}/stats`)],
  ['GET /api/games/{id}/boxscore', gameIds.map((id) => `/api/games/${id}/boxscore`)],
  ['GET /api/teams/{id}/stats?seasonId=', teams.map((t) => `/api/teams/${t}`)],
  ['GET /api/leaders?seasonId=', seasonIds.map((id) => `/api/leaders?seasonId=${id}`)],
];

const server = await startServer({ port: 3331, env: { DATABASE_URL: PG_URL, RESPONSE_CACHE_MB: '0', PAGE_CACHE_MB: '0' } });
const rows = [];
try {
  for (const [name, urls] of calls) {
    let i = 0;
    const run = (duration) =>
      autocannon({
        url: server.base,
        connections: CONNECTIONS,
        duration,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: urls[i++ % urls.length] }) }],
      });
    await run(2);
    const r = await run(DURATION);
    const row = {
      call: name,
      reqPerSec: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      distinctUrls: urls.length,
    };
    console.log(
      `${name}: ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors} (${urls.length} distinct URLs)`,
    );
    rows.push(row);
  }
} finally {
  await server.stop();
}
const report = {
  date: new Date().toISOString(),
  load: execSync('cat /proc/loadavg').toString().trim(),
  connections: CONNECTIONS,
  durationSec: DURATION,
  scale,
  rows,
};
const budget = rows[0].p99 < 50 ? 'met' : 'MISSED';
console.log(`scale: ${JSON.stringify(scale)}\nplayer stats p99 ${rows[0].p99} ms: budget (< 50 ms) ${budget}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/player-stats-${report.date.slice(0, 19).replace(/:/g, '-')}.json`, JSON.stringify(report, null, 2));
