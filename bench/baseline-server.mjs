// The hand-written baseline of issue #21: node:http + pg answering the four miss-path calls with
// the app's own SQL (bench/baseline-queries.json, as drizzle sends it) as named prepared
// statements, rows mapped to the same JSON by hand, compressed like the app (brotli q3 above
// 1 kB). No framework, no validation, no cache. bench/miss.mjs checks its answers are the app's.
// `BASELINE_DATABASE_URL=postgres://… PORT=3399 node bench/baseline-server.mjs`
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import pg from 'pg';

const Q = JSON.parse(readFileSync(new URL('./baseline-queries.json', import.meta.url), 'utf8'));
const raw = (v) => v;
// Dates and timestamps as the database writes them, like drizzle's node-postgres driver.
const RAW_TYPES = new Set([1082, 1114, 1184, 1182, 1185, 1186, 1187, 1231, 1115]);
const pool = new pg.Pool({
  connectionString: process.env.BASELINE_DATABASE_URL,
  max: 10,
  options: '-c pg_trgm.word_similarity_threshold=0.45',
  types: { getTypeParser: (oid, format) => (RAW_TYPES.has(oid) ? raw : pg.types.getTypeParser(oid, format)) },
});

const run = (name, values) =>
  pool
    .query({ name: `base_${name}`, text: Q[name].sql, values: Q[name].params.map((p) => values[p]), rowMode: 'array' })
    .then((r) => r.rows);

// drizzle's rule for a left-joined object: null when every one of its columns is null.
const nested = (r, at, keys) => (keys.every((_, i) => r[at + i] === null) ? null : Object.fromEntries(keys.map((k, i) => [k, r[at + i]])));
const player = (r) => ({
  id: r[0],
  firstName: r[1],
  lastName: r[2],
  imageUrl: r[3],
  position: r[4],
  jerseyNumber: r[5],
  currentTeamId: r[6],
  currentTeam: nested(r, 7, ['id', 'name', 'shortName', 'leagueId', 'primaryColor']),
  dateOfBirth: r[12],
  birthCountryId: r[13],
  birthCountry: nested(r, 14, ['id', 'name', 'code']),
  birthCity: r[17],
  height: r[18],
  weight: r[19],
  shoots: r[20],
  catches: r[21],
  updatedAt: r[22],
});
const TEAM = ['id', 'name', 'shortName', 'city', 'logoUrl', 'primaryColor'];
const game = (r) => ({
  id: r[0],
  homeTeamId: r[1],
  awayTeamId: r[2],
  startsAt: r[3],
  timeZone: r[4],
  gameDate: r[5],
  gameTime: r[6],
  venueId: r[7],
  seasonId: r[8],
  homeScore: r[9],
  awayScore: r[10],
  status: r[11],
  period: r[12],
  outcome: r[13],
  updatedAt: r[14],
  homeTeam: nested(r, 15, TEAM),
  awayTeam: nested(r, 21, TEAM),
  venue: nested(r, 27, ['id', 'name', 'city', 'capacity']),
  season: nested(r, 31, ['id', 'name', 'leagueId']),
  league: nested(r, 34, ['id', 'name', 'shortName']),
});
const POSITIONS = { center: 'Center', left_wing: 'Left Wing', right_wing: 'Right Wing', defense: 'Defense', goalie: 'Goalie' };
// Labels as src/shared/domain/directory/levels.ts and positions.ts show them (the answers are compared, so a change there shows).
const LEVELS = {
  professional: 'Professional',
  iihf: 'International',
  junior: 'Junior',
  amateur: 'Amateur',
  youth: 'Youth Hockey',
  collegiate: 'College',
};
const parts = (...p) => p.filter(Boolean).join(' · ') || null;

async function search(q, limit) {
  const v = { q, like: `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, limit };
  const [p, t, l, f] = await Promise.all(['searchPlayers', 'searchTeams', 'searchLeagues', 'searchFacilities'].map((n) => run(n, v)));
  const hit = (type, id, title, subtitle, url, color, mark, score) => ({ type, id, title, subtitle, url, color, mark, score });
  return {
    q,
    players: p.map((r) =>
      hit('player', r[0], `${r[1]} ${r[2]}`, parts(r[4], POSITIONS[r[3]] ?? r[3]), `/player/${r[0]}`, r[5], null, r[6]),
    ),
    teams: t.map((r) => hit('team', r[0], r[1], parts(r[3], r[4]), `/team/${r[0]}`, r[5], r[2], r[6])),
    leagues: l.map((r) => hit('league', r[0], r[1], parts(r[2], LEVELS[r[3]] ?? 'Other', r[4]), `/league/${r[0]}`, null, r[2], r[5])),
    facilities: f.map((r) =>
      hit('facility', r[0], r[1], parts(r[2], r[3]), `/facilities?search=${encodeURIComponent(r[1])}`, null, null, r[4]),
    ),
  };
}

async function answer(url) {
  const m = /^\/api\/players\/(\d+)$/.exec(url.pathname);
  if (m) {
    const [row] = await run('playerById', { id: Number(m[1]) });
    return row ? { body: player(row) } : { status: 404, body: { message: 'Player not found' } };
  }
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  if (url.pathname === '/api/players' && url.searchParams.has('teamId')) {
    const teamId = Number(url.searchParams.get('teamId'));
    const [rows, [[n]]] = await Promise.all([
      run('playersByTeam', { teamId, limit: limit + 1, offset }),
      run('playersByTeamCount', { teamId }),
    ]);
    return { body: rows.slice(0, limit).map(player), total: n };
  }
  if (url.pathname === '/api/games' && url.searchParams.has('date')) {
    const date = url.searchParams.get('date');
    const [rows, [[n]]] = await Promise.all([run('gamesOfDate', { date, limit, offset }), run('gamesOfDateCount', { date })]);
    return { body: rows.map(game), total: n };
  }
  if (url.pathname === '/api/search') {
    return {
      body: await search((url.searchParams.get('q') ?? '').trim().replace(/\s+/g, ' '), Number(url.searchParams.get('limit') ?? 5)),
    };
  }
  if (url.pathname === '/api/health') return { body: { ok: true } };
  return { status: 404, body: { message: 'not found' } };
}

const server = http.createServer(async (req, res) => {
  try {
    const { status = 200, body, total } = await answer(new URL(req.url, 'http://baseline'));
    const json = JSON.stringify(body);
    const headers = { 'content-type': 'application/json; charset=utf-8' };
    if (total !== undefined) headers['x-total-count'] = String(total);
    if (json.length >= 1024 && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      const br = brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      });
      res.writeHead(status, { ...headers, 'content-encoding': 'br', vary: 'Accept-Encoding' }).end(br);
    } else res.writeHead(status, headers).end(json);
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
const port = Number(process.env.PORT ?? 3399);
server.listen(port, '127.0.0.1', () => console.log(`baseline on http://127.0.0.1:${port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
