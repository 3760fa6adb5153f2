import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { resultRows } from '#server/demo/insert';
import { responseSerializerCompiler } from '#server/lib/response-serializer';
import { SearchHit } from '#shared/schemas/search';
import { createDemoTestDatabase } from '../helpers/demo-database';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Production serialises with each route's schema compiled by fast-json-stringify, tests and
// development re-validate with zod (issue #21). Both apps read one database: every answer must be
// the same bytes.
let t: TestApp;
let prod: FastifyInstance;
let ids: Record<string, number | string>;

beforeAll(async () => {
  // The demo, its older seasons' box scores left for later (minutes of work, not what these tests read).
  t = await buildTestApp({ RESPONSE_CACHE_MB: '0' }, undefined, createDemoTestDatabase);
  const config = parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_VERSION_CHECK_MS: '0', RESPONSE_CACHE_MB: '0' });
  prod = await buildApp({ config, db: t.handle, clientDir: '/nonexistent' });
  await prod.ready();
  const [row] = resultRows(
    await t.handle.db.execute(
      sql.raw(`select (select min(id) from players) as player, (select min(id) from teams) as team,
      (select min(id) from facilities) as facility, (select id from seasons where league_id = 1 and is_active limit 1) as season,
      (select min(id) from games where status = 'final') as game, (select to_char(max(game_date), 'YYYY-MM-DD') from games where status = 'final') as date`),
    ),
  ) as Record<string, number | string>[];
  ids = row;
  return async () => {
    await prod.close();
  };
  // A guard: the whole demo loads here, beside the browser tier on Node 22/24 in CI.
}, 300_000);

const urls = () => [
  '/api/stats',
  '/api/countries',
  '/api/countries/1',
  '/api/facilities?limit=50',
  `/api/facilities/${ids.facility}`,
  '/api/venues',
  '/api/leagues',
  '/api/leagues/1',
  '/api/seasons?leagueId=1',
  `/api/seasons/${ids.season}`,
  '/api/teams?leagueId=1',
  `/api/teams/${ids.team}`,
  '/api/players?limit=100',
  `/api/players?teamId=${ids.team}`,
  `/api/players/${ids.player}`,
  `/api/games?date=${ids.date}`,
  '/api/games?leagueId=1&limit=50',
  `/api/games/${ids.game}`,
  `/api/games/${ids.game}/boxscore`,
  `/api/standings/${ids.season}`,
  `/api/standings/${ids.season}/meta`,
  '/api/standings?leagueId=1',
  '/api/facets/teams?by=league',
  '/api/facets/players?by=position',
  '/api/facets/leagues?by=level',
  '/api/search?q=tor',
  '/api/search?q=jaaskelainen',
  '/api/ad-config',
  '/api/players/99999999',
];

describe('production response serialiser (issue #21)', () => {
  it('writes the same bytes as zod-validated serialisation on every public read', async () => {
    for (const url of urls()) {
      const [checked, fast] = await Promise.all([t.app.inject({ url }), prod.inject({ url })]);
      expect(fast.statusCode, url).toBe(checked.statusCode);
      expect(fast.body.length, url).toBeGreaterThan(10);
      expect(fast.body, url).toBe(checked.body);
    }
  });

  it('and on signed-in reads', async () => {
    for (const url of ['/api/auth/user', '/api/ad-settings', '/api/audit?limit=20']) {
      const [checked, fast] = await Promise.all([
        t.app.inject({ url, headers: { cookie: t.admin } }),
        prod.inject({ url, headers: { cookie: t.admin } }),
      ]);
      expect(fast.statusCode, url).toBe(checked.statusCode);
      expect(fast.body, url).toBe(checked.body);
    }
  });
});

describe('the compiled serialiser', () => {
  const route = { schema: SearchHit, method: 'GET', url: '/x', httpStatus: '200' };
  const hit = { type: 'team', id: 7, title: 'Oulun Kärpät', subtitle: null, url: '/team/7', color: '#ffcc00', mark: 'KÄR', score: 1.5 };

  it('in production writes with the schema and does not re-validate', () => {
    const write = responseSerializerCompiler(true)(route);
    expect(write({ extra: 'dropped', ...hit })).toBe(JSON.stringify(hit));
    // zod would refuse a type that breaks the schema; the compiled writer does not check.
    expect(() => write({ ...hit, type: 'stadium' })).not.toThrow();
  });

  it('elsewhere re-validates with zod', () => {
    const write = responseSerializerCompiler(false)(route);
    expect(write({ extra: 'dropped', ...hit })).toBe(JSON.stringify(hit));
    expect(() => write({ ...hit, type: 'stadium' })).toThrow();
  });
});
