import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { countries, games, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
let slow: TestApp; // re-reads the data version only once a minute
beforeAll(async () => {
  [t, slow] = await Promise.all([buildTestApp(), buildTestApp({ DATA_VERSION_CHECK_MS: '60000' })]);
});

const codes = (res: { body: string }) => JSON.parse(res.body).map((c: { code: string }) => c.code);
const addCountry = (app: TestApp, name: string, code: string) =>
  app.app.inject({ method: 'POST', url: '/api/countries', headers: { cookie: app.admin }, payload: { name, code } });

describe('public read cache', () => {
  it('serves a repeated read from memory with the same body, headers and ETag', async () => {
    expect((await addCountry(t, 'Finland', 'FIN')).statusCode).toBe(201);
    const first = await t.app.inject({ url: '/api/countries' });
    const second = await t.app.inject({ url: '/api/countries' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe('1');
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to a matching If-None-Match, compressed or not', async () => {
    const { etag } = (await t.app.inject({ url: '/api/countries' })).headers;
    for (const encoding of ['identity', 'gzip', 'br']) {
      const res = await t.app.inject({ url: '/api/countries', headers: { 'if-none-match': String(etag), 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(304);
    }
  });

  it('shows an admin write on the very next read', async () => {
    await t.app.inject({ url: '/api/countries' });
    expect((await addCountry(t, 'Sweden', 'SWE')).statusCode).toBe(201);
    const after = await t.app.inject({ url: '/api/countries' });
    expect(after.headers['x-cache']).toBe('miss');
    expect(codes(after)).toEqual(['FIN', 'SWE']);
  });

  it('notices a write by another process or tool through the database version', async () => {
    await t.app.inject({ url: '/api/countries' });
    await t.handle.db.insert(countries).values({ name: 'Norway', code: 'NOR' });
    expect(codes(await t.app.inject({ url: '/api/countries' }))).toEqual(['FIN', 'NOR', 'SWE']);
  });

  it('re-reads the version only as often as configured, and at once after its own writes', async () => {
    expect((await addCountry(slow, 'Latvia', 'LAT')).statusCode).toBe(201);
    await slow.app.inject({ url: '/api/countries' });
    await slow.handle.db.insert(countries).values({ name: 'Estonia', code: 'EST' });
    const stale = await slow.app.inject({ url: '/api/countries' });
    expect(stale.headers['x-cache']).toBe('hit');
    expect(codes(stale)).toEqual(['LAT']);
    expect((await addCountry(slow, 'Denmark', 'DEN')).statusCode).toBe(201);
    expect(codes(await slow.app.inject({ url: '/api/countries' }))).toEqual(['DEN', 'EST', 'LAT']);
  });

  it('keeps player, team and facility answers when only a game changes, not game answers', async () => {
    const [home, away] = await t.handle.db
      .insert(teams)
      .values([
        { name: 'Cache Hawks', city: 'A' },
        { name: 'Cache Owls', city: 'B' },
      ])
      .returning();
    const [game] = await t.handle.db.insert(games).values({ homeTeamId: home.id, awayTeamId: away.id, gameDate: '2026-01-10' }).returning();
    const urls = ['/api/teams', '/api/games?date=2026-01-10', '/api/stats'];
    for (const url of urls) await t.app.inject({ url });
    await t.handle.db.update(games).set({ homeScore: 3, awayScore: 1 }).where(eq(games.id, game.id));
    const [teamList, gameList, stats] = await Promise.all(urls.map((url) => t.app.inject({ url })));
    expect(teamList.headers['x-cache']).toBe('hit');
    expect(gameList.headers['x-cache']).toBe('miss');
    expect(JSON.parse(gameList.body)[0]).toMatchObject({ homeScore: 3, awayScore: 1 });
    expect(stats.headers['x-cache']).toBe('miss');
  });

  it('never caches answers that depend on who asks, nor errors', async () => {
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: t.admin } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-cache']).toBeUndefined();
    const settings = await t.app.inject({ url: '/api/ad-settings', headers: { cookie: t.admin } });
    expect(settings.headers['x-cache']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const missing = await t.app.inject({ url: '/api/countries/987654' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-cache']).toBe('miss');
    }
    expect(json(await t.app.inject({ url: '/api/countries/987654' }))).toHaveProperty('message');
  });

  it('keeps a compressed copy per encoding and serves it to clients that accept it', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `Compressland ${i}`, code: `C${String(i).padStart(2, '0')}` }));
    await slow.handle.db.insert(countries).values(many);
    await slow.app.inject({ method: 'GET', url: '/api/countries?limit=200' });
    const plain = await slow.app.inject({ url: '/api/countries?limit=200' });
    expect(plain.headers['x-cache']).toBe('hit');
    expect(plain.body.length).toBeGreaterThan(1024);
    const decoders = { gzip: gunzipSync, br: brotliDecompressSync };
    for (const [encoding, header] of [
      ['gzip', 'gzip, deflate'],
      ['br', 'gzip, deflate, br'],
      ['gzip', 'br;q=0, gzip'],
    ] as const) {
      const res = await slow.app.inject({ url: '/api/countries?limit=200', headers: { 'accept-encoding': header } });
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.headers['content-encoding'], header).toBe(encoding);
      expect(decoders[encoding](res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('can be turned off', async () => {
    const off = await buildTestApp({ RESPONSE_CACHE_MB: '0' });
    const res = await off.app.inject({ url: '/api/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.headers.etag).toBeDefined();
  });
});
