import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, leagues, players, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue 19 item 4: names sort in a reader's alphabet, accent- and case-aware, identically on PGlite
// (no ICU collations) and PostgreSQL, whatever the server's locale.
let t: TestApp;
let league = 0;
let team = 0;
const TEAMS = ['BK Mladá Boleslav', 'Zug', 'Bílí Tygři Liberec', 'Ässät', 'Baie-Comeau Drakkar', 'bears', 'Örebro', 'Oulun Kärpät'];
const SORTED = ['Ässät', 'Baie-Comeau Drakkar', 'bears', 'Bílí Tygři Liberec', 'BK Mladá Boleslav', 'Örebro', 'Oulun Kärpät', 'Zug'];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [country] = await db.insert(countries).values({ name: 'Česko', code: 'CZE' }).returning();
  await db.insert(countries).values([
    { name: 'Canada', code: 'CAN' },
    { name: 'Deutschland', code: 'DEU' },
  ]);
  const [l] = await db.insert(leagues).values({ name: 'Order League' }).returning();
  league = l.id;
  const rows = await db
    .insert(teams)
    .values(TEAMS.map((name) => ({ name, city: 'X', leagueId: l.id, countryId: country.id })))
    .returning();
  team = rows[0].id;
  await db.insert(players).values(
    [
      ['Élise', 'Åberg'],
      ['anna', 'zetterberg'],
      ['Jan', 'Šťastný'],
      ['Petr', 'Stastny'],
      ['Tom', 'de Haan'],
      ['Ola', 'Dahl'],
      ['Ida', 'Östlund'],
    ].map(([firstName, lastName]) => ({ firstName, lastName, position: 'center' as const, currentTeamId: team })),
  );
  await db.insert(facilities).values(
    ['Zimní stadion', 'Äreena', 'arena north', 'Bell Centre'].map((name) => ({
      name,
      city: 'X',
      countryId: country.id,
      facilityType: 'arena' as const,
      surfaceType: 'ice' as const,
    })),
  );
});

const get = async (url: string) => json(await t.app.inject({ url }));

describe('name order', () => {
  it('teams: accents fold to their letter, case is ignored', async () => {
    const body = await get(`/api/teams?leagueId=${league}&sort=name`);
    expect(body.map((r: { name: string }) => r.name)).toEqual(SORTED);
    const all = await get('/api/teams?sort=name&limit=500');
    expect(all.map((r: { name: string }) => r.name)).toEqual(SORTED);
  });

  it('players by last name then first name, and the keyset pages keep that order', async () => {
    // Šťastný, Jan before Stastny, Petr: the same letters, so the first name decides.
    const want = ['Åberg', 'Dahl', 'de Haan', 'Östlund', 'Šťastný', 'Stastny', 'zetterberg'];
    const body = await get(`/api/players?teamId=${team}`);
    expect(body.map((r: { lastName: string }) => r.lastName)).toEqual(want);
    expect(body[0]).not.toHaveProperty('sortName');
    // Two at a time through the cursor, filtered and unfiltered statements alike.
    for (const base of [`/api/players?teamId=${team}&limit=2`, `/api/players?position=center&limit=2`]) {
      const seen: string[] = [];
      let url: string | null = base;
      while (url) {
        const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({ url });
        seen.push(...json(res).map((r: { lastName: string }) => r.lastName));
        url = res.headers['x-next-cursor'] ? `${base}&cursor=${String(res.headers['x-next-cursor'])}` : null;
      }
      expect(seen, base).toEqual(want);
    }
  });

  it('facilities, countries and the players-by-team groups', async () => {
    const f = await get('/api/facilities?limit=500');
    expect(f.map((r: { name: string }) => r.name)).toEqual(['Äreena', 'arena north', 'Bell Centre', 'Zimní stadion']);
    const c = await get('/api/countries?limit=500');
    expect(c.map((r: { name: string }) => r.name)).toEqual(['Canada', 'Česko', 'Deutschland']);
    const groups = await get(`/api/facets/teams?by=country`);
    expect(groups.map((g: { label: string }) => g.label)).toEqual(['Česko']);
  });
});
