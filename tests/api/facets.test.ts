import { beforeAll, describe, expect, it } from 'vitest';
import { countries, leagues, players, teams } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { res, body: json(res) as { key: string; label: string; count: number; leagueIds?: number[] }[] };
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [usa, can, swe] = await db
    .insert(countries)
    .values([
      { name: 'United States', code: 'USA' },
      { name: 'Canada', code: 'CAN' },
      { name: 'Sweden', code: 'SWE' },
    ])
    .returning();
  const [ahl, nhl, ohl, shl, iihf] = await db
    .insert(leagues)
    .values([
      { name: 'American Hockey League', shortName: 'AHL', level: 'professional', countryId: usa.id },
      { name: 'National Hockey League', shortName: 'NHL', level: 'professional', countryId: usa.id },
      { name: 'Ontario Hockey League', shortName: 'OHL', level: 'junior', countryId: can.id },
      { name: 'Swedish Hockey League', shortName: 'SHL', level: 'professional', countryId: swe.id, isActive: false },
      { name: 'IIHF World Championship', level: 'iihf' },
    ])
    .returning();
  const [bruins, leafs, marlies, generals, frolunda] = await db
    .insert(teams)
    .values([
      { name: 'Boston Bruins', city: 'Boston', leagueId: nhl.id, countryId: usa.id },
      { name: 'Toronto Maple Leafs', city: 'Toronto', leagueId: nhl.id, countryId: can.id },
      { name: 'Toronto Marlies', city: 'Toronto', leagueId: ahl.id, countryId: can.id },
      { name: 'Oshawa Generals', city: 'Oshawa', leagueId: ohl.id, countryId: can.id },
      { name: 'Frölunda HC', city: 'Göteborg', leagueId: shl.id, countryId: swe.id },
      { name: 'Team Sweden', city: 'Stockholm', leagueId: iihf.id, countryId: swe.id },
      { name: 'Independent Club', city: 'Nowhere' },
    ])
    .returning();
  await db.insert(players).values([
    { firstName: 'Brad', lastName: 'Marchand', position: 'left_wing', currentTeamId: bruins.id, birthCountryId: can.id },
    { firstName: 'David', lastName: 'Pastrňák', position: 'right_wing', currentTeamId: bruins.id, birthCountryId: swe.id },
    { firstName: 'Auston', lastName: 'Matthews', position: 'center', currentTeamId: leafs.id, birthCountryId: usa.id },
    { firstName: 'Joseph', lastName: 'Woll', position: 'goalie', currentTeamId: marlies.id, birthCountryId: usa.id },
    { firstName: 'Calum', lastName: 'Ritchie', position: 'center', currentTeamId: generals.id, birthCountryId: can.id },
    { firstName: 'Joel', lastName: 'Lundqvist', position: 'center', currentTeamId: frolunda.id, birthCountryId: swe.id },
    { firstName: 'Free', lastName: 'Agent', position: 'defense' },
  ]);
});

describe('GET /api/facets/teams', () => {
  it('groups by league with the National Hockey League first and leagueless teams last', async () => {
    const { res, body } = await get('/api/facets/teams?by=league');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(body.map((f) => [f.label, f.count])).toEqual([
      ['National Hockey League', 2],
      ['American Hockey League', 1],
      ['IIHF World Championship', 1],
      ['Ontario Hockey League', 1],
      ['Swedish Hockey League', 1],
      ['No League', 1],
    ]);
    expect(body.at(-1)!.key).toBe('none');
  });

  it('groups by country alphabetically and honours filters and accent-insensitive search', async () => {
    expect((await get('/api/facets/teams?by=country')).body.map((f) => [f.label, f.count])).toEqual([
      ['Canada', 3],
      ['Sweden', 2],
      ['United States', 1],
      ['No Country', 1],
    ]);
    expect((await get('/api/facets/teams?by=country&search=toronto')).body).toEqual([
      expect.objectContaining({ label: 'Canada', count: 2 }),
    ]);
    expect((await get('/api/facets/teams?by=league&search=frolunda')).body.map((f) => f.label)).toEqual(['Swedish Hockey League']);
    const nhlId = (await get('/api/facets/teams?by=league')).body[0].key;
    expect((await get(`/api/facets/teams?by=country&leagueId=${nhlId}`)).body.map((f) => f.label)).toEqual(['Canada', 'United States']);
  });

  it('groups by the keyword level of the league name (§4), unmatched as Professional', async () => {
    const { body } = await get('/api/facets/teams?by=level');
    expect(body.map((f) => [f.key, f.count])).toEqual([
      ['Professional', 5],
      ['International', 1],
      ['Junior', 1],
    ]);
    expect(body[0].leagueIds).toHaveLength(3);
  });

  it('groups by the stored league level in display order', async () => {
    const { body } = await get('/api/facets/teams?by=leagueLevel');
    expect(body.map((f) => [f.label, f.count])).toEqual([
      ['Professional', 4],
      ['International', 1],
      ['Junior', 1],
      ['Other', 1],
    ]);
  });

  it('rejects an unknown grouping with a field message', async () => {
    const { res } = await get('/api/facets/teams?by=colour');
    expect(res.statusCode).toBe(400);
    expect(json(res).errors[0].path).toBe('by');
    expect((await get('/api/facets/teams')).res.statusCode).toBe(400);
  });
});

describe('GET /api/facets/players', () => {
  it("groups by team, the NHL's teams first (issue 28), then by name; pages in SQL and links the next page", async () => {
    const all = await get('/api/facets/players?by=team');
    expect(all.body.map((f) => [f.label, f.count])).toEqual([
      ['Boston Bruins', 2],
      ['Toronto Maple Leafs', 1],
      ['Frölunda HC', 1],
      ['Oshawa Generals', 1],
      ['Toronto Marlies', 1],
      ['Free Agents', 1],
    ]);
    const page = await get('/api/facets/players?by=team&limit=2&offset=2');
    expect(page.res.headers['x-total-count']).toBe('6');
    expect(page.body.map((f) => f.label)).toEqual(['Frölunda HC', 'Oshawa Generals']);
    expect(page.res.headers.link).toContain('offset=4');
  });

  it('groups by birth country and by position in directory order', async () => {
    expect((await get('/api/facets/players?by=country')).body.map((f) => [f.label, f.count])).toEqual([
      ['Canada', 2],
      ['Sweden', 2],
      ['United States', 2],
      ['Unknown Country', 1],
    ]);
    expect((await get('/api/facets/players?by=position')).body.map((f) => [f.key, f.label, f.count])).toEqual([
      ['center', 'Center', 3],
      ['left_wing', 'Left Wing', 1],
      ['right_wing', 'Right Wing', 1],
      ['defense', 'Defense', 1],
      ['goalie', 'Goalie', 1],
    ]);
  });

  it('filters by position, league, country and name search', async () => {
    expect((await get('/api/facets/players?by=team&position=center')).body.map((f) => f.label)).toEqual([
      'Toronto Maple Leafs',
      'Frölunda HC',
      'Oshawa Generals',
    ]);
    const nhlId = (await get('/api/facets/teams?by=league')).body[0].key;
    expect((await get(`/api/facets/players?by=position&leagueId=${nhlId}`)).body.reduce((s, f) => s + f.count, 0)).toBe(3);
    expect((await get('/api/facets/players?by=team&search=pastrnak')).body.map((f) => f.label)).toEqual(['Boston Bruins']);
    expect((await get('/api/facets/players?by=position&position=all')).body).toHaveLength(5);
    expect((await get('/api/facets/players?by=position&position=striker')).res.statusCode).toBe(400);
  });
});

describe("'none' groups: counts match the members the list endpoints return", () => {
  const total = async (url: string) => Number((await t.app.inject({ url })).headers['x-total-count']);
  const noneCount = async (url: string) => (await get(url)).body.find((f) => f.key === 'none')?.count;

  it('teams without a league or country', async () => {
    expect(await noneCount('/api/facets/teams?by=league')).toBe(await total('/api/teams?leagueId=none'));
    expect(await noneCount('/api/facets/teams?by=country')).toBe(await total('/api/teams?countryId=none'));
    expect((await get('/api/facets/teams?by=country&leagueId=none')).body.map((f) => [f.label, f.count])).toEqual([['No Country', 1]]);
  });

  it('players without a team or a birth country', async () => {
    expect(await noneCount('/api/facets/players?by=team')).toBe(await total('/api/players?teamId=none'));
    expect(await noneCount('/api/facets/players?by=country')).toBe(await total('/api/players?countryId=none'));
    expect((await get('/api/facets/players?by=position&teamId=none')).body).toEqual([{ key: 'defense', label: 'Defense', count: 1 }]);
  });

  it('leagues without a country', async () => {
    expect(await noneCount('/api/facets/leagues?by=country')).toBe(await total('/api/leagues?countryId=none'));
    expect((await get('/api/facets/leagues?by=level&countryId=none')).body.map((f) => f.key)).toEqual(['iihf']);
  });

  it('rejects anything else with a field message', async () => {
    for (const [url, path] of [
      ['/api/facets/teams?by=league&leagueId=None!', 'leagueId'],
      ['/api/facets/players?by=team&teamId=1.5', 'teamId'],
      ['/api/facets/leagues?by=level&countryId=nil', 'countryId'],
    ]) {
      const { res } = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res).errors[0], url).toEqual({ path, message: "Must be a positive id or 'none'" });
    }
  });
});

describe('GET /api/facets/leagues', () => {
  it('groups by level in display order and by country with country-less leagues last', async () => {
    expect((await get('/api/facets/leagues?by=level')).body.map((f) => [f.key, f.count])).toEqual([
      ['professional', 3],
      ['iihf', 1],
      ['junior', 1],
    ]);
    expect((await get('/api/facets/leagues?by=country')).body.map((f) => [f.label, f.count])).toEqual([
      ['Canada', 1],
      ['Sweden', 1],
      ['United States', 2],
      ['International', 1],
    ]);
  });

  it('filters by status, level and short-name search', async () => {
    expect((await get('/api/facets/leagues?by=level&isActive=false')).body).toEqual([
      { key: 'professional', label: 'Professional', count: 1 },
    ]);
    expect((await get('/api/facets/leagues?by=country&level=professional')).body.map((f) => f.label)).toEqual(['Sweden', 'United States']);
    expect((await get('/api/facets/leagues?by=country&search=ohl')).body.map((f) => f.label)).toEqual(['Canada']);
    expect((await get('/api/facets/leagues?by=country&limit=84')).res.statusCode).toBe(200);
    expect((await get('/api/facets/leagues?by=level&isActive=maybe')).res.statusCode).toBe(400);
  });
});
