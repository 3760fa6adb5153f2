import { beforeAll, describe, expect, it } from 'vitest';
import { countries, leagues, players, teams } from '#server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue 29 item 3: a request's Host (or X-Forwarded-Host/-Proto behind a trusted proxy) once named
// the origin of every absolute URL, so one forged request poisoned the shared page and sitemap
// caches for everyone. Absolute URLs now come from PUBLIC_URL alone.
const SITE = 'https://hockey.example';
// The red team's request, and the same through a trusted proxy (each on its own cache entry).
const ATTACKS = [
  ['Host', '', { host: 'attacker.example' }],
  ['X-Forwarded-Host', '?via=proxy', { host: 'hockey.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' }],
] as const;
const NORMAL = { host: 'hockey.example' };
let t: TestApp;
const ids = { team: 0, player: 0 };

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: `${SITE}/`, TRUST_PROXY: 'true' });
  const db = t.handle.db;
  const [can] = await db.insert(countries).values({ name: 'Canada', code: 'CAN' }).returning();
  const [league] = await db.insert(leagues).values({ name: 'National Hockey League', shortName: 'NHL', countryId: can.id }).returning();
  const [team] = await db.insert(teams).values({ name: 'Toronto Maple Leafs', city: 'Toronto', leagueId: league.id }).returning();
  const [player] = await db
    .insert(players)
    .values({ firstName: 'Riley', lastName: 'Bennett', position: 'center', currentTeamId: team.id })
    .returning();
  Object.assign(ids, { team: team.id, player: player.id });
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script nonce="[^"]+" type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const noAttacker = (body: string) => expect(body).not.toMatch(/attacker\.example/);

describe('absolute URLs come from PUBLIC_URL, never from the request', () => {
  describe.each(ATTACKS)('a forged %s', (_header, query, attack) => {
    it.each([
      ['team', () => `/team/${ids.team}`],
      ['player', () => `/player/${ids.player}`],
    ])('on a %s page poisons neither that answer nor the cached one', async (_kind, path) => {
      const url = path();
      const forged = await get(url + query, attack);
      expect([forged.statusCode, forged.headers['x-cache']]).toEqual([200, 'miss']);
      noAttacker(forged.body);
      const normal = await get(url + query, NORMAL);
      expect(normal.headers['x-cache']).toBe('hit');
      noAttacker(normal.body);
      expect(attr(normal.body, /<link rel="canonical" href="([^"]+)">/)).toBe(`${SITE}${url}`);
      expect(attr(normal.body, /<meta property="og:url" content="([^"]+)">/)).toBe(`${SITE}${url}`);
      const [thing, crumbs] = jsonLd(normal.body);
      expect([thing['@id'], thing.url]).toEqual([`${SITE}${url}`, `${SITE}${url}`]);
      expect(crumbs.itemListElement[0].item).toBe(`${SITE}/`);
    });
  });

  it.each(['/sitemap.xml', '/sitemaps/teams-1.xml', '/sitemaps/pages.xml'])(
    '%s is the same answer whatever the Host, so a shared cache may keep it without Vary: Host',
    async (url) => {
      const forged = await Promise.all(ATTACKS.map(([, , attack]) => get(url, attack)));
      const normal = await get(url, NORMAL);
      expect(normal.statusCode).toBe(200);
      for (const res of forged) {
        noAttacker(res.body);
        expect([res.statusCode, res.headers.etag, res.body]).toEqual([200, normal.headers.etag, normal.body]);
      }
      expect(normal.headers['cache-control']).toBe('public, max-age=3600');
      const locs = [...normal.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs.length).toBeGreaterThan(0);
      for (const loc of locs) expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
    },
  );

  it('robots.txt names the sitemap on the public origin whatever the Host', async () => {
    const forged = await Promise.all(ATTACKS.map(([, , attack]) => get('/robots.txt', attack)));
    const normal = await get('/robots.txt', NORMAL);
    for (const res of forged) expect(res.body).toBe(normal.body);
    expect(normal.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('writes from the public origin', () => {
  it('are accepted when a proxy hands on another Host, and a foreign Origin is still refused', async () => {
    const post = (origin: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/countries',
        headers: { host: 'app.internal:3000', origin, cookie: t.admin },
        payload: { name: `Land ${code}`, code },
      });
    expect((await post(SITE, 'PUB')).statusCode).toBe(201);
    expect((await post('https://attacker.example', 'ATK')).statusCode).toBe(403);
  });
});
