import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, games, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
let arena: number;
let other: number;
let home: number;
let gameAt: number;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [country] = await db.insert(countries).values({ name: 'Testland', code: 'TST' }).returning();
  const rows = await db
    .insert(facilities)
    .values([
      { name: 'Harbor Arena', city: 'Harbor', countryId: country.id, facilityType: 'arena', surfaceType: 'ice' },
      { name: 'Valley Rink', city: 'Valley', countryId: country.id, facilityType: 'arena', surfaceType: 'ice' },
    ])
    .returning();
  [arena, other] = rows.map((r) => r.id);
  const [h, a, v] = await db
    .insert(teams)
    .values([
      { name: 'Harbor Hawks', city: 'Harbor', homeVenueId: arena },
      { name: 'Alpine Owls', city: 'Alpine' },
      { name: 'Valley Vipers', city: 'Valley', homeVenueId: other },
    ])
    .returning();
  home = h.id;
  const [g] = await db
    .insert(games)
    .values([
      { homeTeamId: h.id, awayTeamId: a.id, gameDate: '2026-01-10', venueId: arena },
      { homeTeamId: v.id, awayTeamId: a.id, gameDate: '2026-01-11', venueId: other },
    ])
    .returning();
  gameAt = g.id;
});

describe("a facility's teams and games (issue 28: the facility page)", () => {
  it('GET /api/teams?homeVenueId= lists the teams playing their home games there', async () => {
    const res = await t.app.inject({ url: `/api/teams?homeVenueId=${arena}` });
    expect(res.statusCode).toBe(200);
    expect((json(res) as Array<{ id: number }>).map((r) => r.id)).toEqual([home]);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('GET /api/games?venueId= lists the games played there', async () => {
    const res = await t.app.inject({ url: `/api/games?venueId=${arena}` });
    expect(res.statusCode).toBe(200);
    expect((json(res) as Array<{ id: number; venue: { id: number } }>).map((r) => [r.id, r.venue.id])).toEqual([[gameAt, arena]]);
    expect((json(await t.app.inject({ url: `/api/games?venueId=${arena}&from=2026-01-11` })) as unknown[]).length).toBe(0);
  });

  it('refuses a malformed facility id with a field message', async () => {
    for (const url of ['/api/games?venueId=abc', '/api/teams?homeVenueId=-3']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).errors[0].path).toMatch(/venueId|homeVenueId/);
    }
  });
});
