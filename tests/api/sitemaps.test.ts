import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, games, leagues, players, teams } from '#server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue #16: robots.txt and a sitemaps.org index, one file per 50,000-id block, from the database.
let t: TestApp;
const ids = { p1: 0, farPlayer: 120_001, team: 0, league: 0, final: 0, scheduled: 0, facility: 0 };
const host = 'hockey.example';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: `http://${host}` });
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Test League' }).returning();
  const [fin] = await db.insert(countries).values({ name: 'Finland', code: 'FIN' }).returning();
  const [facility] = await db
    .insert(facilities)
    .values({ name: 'Rink', city: 'Oulu', countryId: fin.id, facilityType: 'rink', surfaceType: 'ice' })
    .returning();
  const [a, b] = await db
    .insert(teams)
    .values([
      { name: 'A', city: 'X', leagueId: league.id },
      { name: 'B', city: 'Y', leagueId: league.id },
    ])
    .returning();
  const [p1] = await db.insert(players).values({ firstName: 'Near', lastName: 'One', position: 'center' }).returning();
  // Ids in the third block of 50,000: the file they land in follows from the id alone.
  await db.insert(players).values({ id: ids.farPlayer, firstName: 'Far', lastName: 'Away', position: 'goalie' });
  await db.update(players).set({ updatedAt: '2026-01-02T03:04:05.678Z' }).where(eq(players.id, ids.farPlayer));
  const [final, scheduled] = await db
    .insert(games)
    .values([
      { homeTeamId: a.id, awayTeamId: b.id, gameDate: '2025-10-01', status: 'final', homeScore: 2, awayScore: 1 },
      { homeTeamId: b.id, awayTeamId: a.id, gameDate: '2030-10-01', status: 'scheduled' },
    ])
    .returning();
  Object.assign(ids, { p1: p1.id, team: a.id, league: league.id, final: final.id, scheduled: scheduled.id, facility: facility.id });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and admin, and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('indexes only non-empty files of each kind, with lastmod from updatedAt', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual(
      ['pages', 'players-1', 'players-3', 'teams-1', 'leagues-1', 'facilities-1', 'games-1'].map((f) => `http://${host}/sitemaps/${f}.xml`),
    );
    expect(res.body).toContain(`<loc>http://${host}/sitemaps/players-3.xml</loc><lastmod>2026-01-02T03:04:05.678Z</lastmod>`);
  });

  it("lists each block's records by canonical URL with lastmod; games only when final", async () => {
    expect(locs((await get('/sitemaps/players-1.xml')).body)).toEqual([`http://${host}/player/${ids.p1}`]);
    const far = await get('/sitemaps/players-3.xml');
    expect(far.body).toContain(`<url><loc>http://${host}/player/${ids.farPlayer}</loc><lastmod>2026-01-02T03:04:05.678Z</lastmod></url>`);
    expect(far.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs((await get('/sitemaps/games-1.xml')).body)).toEqual([`http://${host}/game/${ids.final}`]);
    expect(locs((await get('/sitemaps/leagues-1.xml')).body)).toEqual([`http://${host}/league/${ids.league}`]);
    expect(locs((await get('/sitemaps/pages.xml')).body)).toContain(`http://${host}/standings`);
  });

  it('answers 404 for empty blocks and unknown files', async () => {
    for (const url of [
      '/sitemaps/players-2.xml',
      '/sitemaps/users-1.xml',
      '/sitemaps/players-0.xml',
      '/sitemaps/players-99999.xml',
      '/sitemaps/x',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('sends gzip with an ETag, answers 304 to it, and regenerates when the data changes', async () => {
    const first = await get('/sitemaps/teams-1.xml', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(gunzipSync(first.rawPayload).toString()).toContain(`/team/${ids.team}</loc>`);
    const etag = String(first.headers.etag);
    expect((await get('/sitemaps/teams-1.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    await t.handle.db.insert(teams).values({ name: 'C', city: 'Z' });
    const changed = await get('/sitemaps/teams-1.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(locs(changed.body)).toHaveLength(3);
  });
});
