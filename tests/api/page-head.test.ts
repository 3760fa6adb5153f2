import { beforeAll, describe, expect, it } from 'vitest';
import { countries, facilities, games, leagues, players, seasons, teams } from '#server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue #16: every public document has its own head, and unknown records answer a real 404.
let t: TestApp;
const ids = { player: 0, team: 0, league: 0, game: 0, facility: 0 };

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://hockey.example' });
  const db = t.handle.db;
  const [can] = await db.insert(countries).values({ name: 'Canada', code: 'CAN' }).returning();
  const [arena] = await db
    .insert(facilities)
    .values({ name: 'Scotia Arena', city: 'Toronto', capacity: 18800, countryId: can.id, facilityType: 'arena', surfaceType: 'ice' })
    .returning();
  const [league] = await db.insert(leagues).values({ name: 'National Hockey League', shortName: 'NHL', countryId: can.id }).returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2025-26', name: '2025-26 Regular Season' }).returning();
  const [leafs, habs] = await db
    .insert(teams)
    .values([
      { name: 'Toronto Maple Leafs', city: 'Toronto', leagueId: league.id, countryId: can.id, homeVenueId: arena.id },
      { name: 'Montreal Canadiens', city: 'Montreal', leagueId: league.id, countryId: can.id },
    ])
    .returning();
  const [riley] = await db
    .insert(players)
    .values({
      firstName: 'Riley',
      lastName: 'Bennett',
      position: 'left_wing',
      currentTeamId: leafs.id,
      dateOfBirth: '2001-03-03',
      birthCity: 'Oshawa',
      birthCountryId: can.id,
    })
    .returning();
  const [game] = await db
    .insert(games)
    .values({
      homeTeamId: leafs.id,
      awayTeamId: habs.id,
      gameDate: '2025-11-01',
      gameTime: '19:00',
      startsAt: '2025-11-01T23:00:00Z',
      timeZone: 'America/Toronto',
      venueId: arena.id,
      seasonId: season.id,
      homeScore: 4,
      awayScore: 3,
      status: 'final',
      outcome: 'OT',
    })
    .returning();
  Object.assign(ids, { player: riley.id, team: leafs.id, league: league.id, game: game.id, facility: arena.id });
});

const page = (url: string) => t.app.inject({ url });
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script nonce="[^"]+" type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const types = (html: string) => jsonLd(html).map((ld) => ld['@type']);

describe('page head', () => {
  it('names the player, position and team, with Person and BreadcrumbList data', async () => {
    const res = await page(`/player/${ids.player}`);
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Riley Bennett · Left Wing · Toronto Maple Leafs — Hockey Directory');
    expect(canonical(res.body)).toBe(`http://hockey.example/player/${ids.player}`);
    expect(res.body).toContain(
      '<meta name="description" content="Riley Bennett is a left wing for the Toronto Maple Leafs. Born March 3, 2001 in Oshawa, Canada.">',
    );
    expect(res.body).toContain('<meta property="og:title" content="Riley Bennett · Left Wing · Toronto Maple Leafs — Hockey Directory">');
    expect(res.body).toContain('<meta name="twitter:card" content="summary">');
    expect(types(res.body)).toEqual(['Person', 'BreadcrumbList']);
    expect(jsonLd(res.body)[0]).toMatchObject({
      name: 'Riley Bennett',
      birthDate: '2001-03-03',
      memberOf: { '@type': 'SportsTeam', name: 'Toronto Maple Leafs' },
    });
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('gives teams SportsTeam and leagues SportsOrganization; the /leagues alias points to /league', async () => {
    const team = await page(`/team/${ids.team}`);
    expect(title(team.body)).toBe('Toronto Maple Leafs · National Hockey League — Hockey Directory');
    expect(types(team.body)).toEqual(['SportsTeam', 'BreadcrumbList']);
    const league = await page(`/leagues/${ids.league}`);
    expect(league.statusCode).toBe(200);
    expect(title(league.body)).toBe('National Hockey League (NHL) — Hockey Directory');
    expect(canonical(league.body)).toBe(`http://hockey.example/league/${ids.league}`);
    expect(types(league.body)).toEqual(['SportsOrganization', 'BreadcrumbList']);
  });

  it('describes a final game as a SportsEvent with both teams, start, venue and result; /games is an alias', async () => {
    const res = await page(`/games/${ids.game}`);
    expect(title(res.body)).toBe('Montreal Canadiens at Toronto Maple Leafs · Nov 1, 2025 — Hockey Directory');
    expect(canonical(res.body)).toBe(`http://hockey.example/game/${ids.game}`);
    const [event, crumbs] = jsonLd(res.body);
    expect(event).toMatchObject({
      '@type': 'SportsEvent',
      startDate: '2025-11-01T23:00:00.000Z',
      homeTeam: { name: 'Toronto Maple Leafs' },
      awayTeam: { name: 'Montreal Canadiens' },
      location: { '@type': 'StadiumOrArena', name: 'Scotia Arena' },
      description: 'Final: Montreal Canadiens 3, Toronto Maple Leafs 4 (OT)',
    });
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Scores',
      'Montreal Canadiens at Toronto Maple Leafs',
    ]);
  });

  it('describes a facility as a StadiumOrArena with its address', async () => {
    const res = await page(`/facility/${ids.facility}`);
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Scotia Arena · Toronto — Hockey Directory');
    expect(res.body).toContain('<meta name="description" content="Scotia Arena: hockey arena in Toronto, Canada with 18,800 seats.">');
    expect(jsonLd(res.body)[0]).toMatchObject({
      '@type': 'StadiumOrArena',
      maximumAttendeeCapacity: 18800,
      address: { addressLocality: 'Toronto', addressCountry: 'CAN' },
    });
  });

  it('gives list pages their own title and canonical without the query string', async () => {
    const res = await page('/players?position=goalie');
    expect(title(res.body)).toBe('Hockey Players — Hockey Directory');
    expect(canonical(res.body)).toBe('http://hockey.example/players');
    // /standings alone now names the NHL table it opens on (issue 39 item 7): page-head-standings.test.ts.
    expect(title((await page('/standings?league=999999')).body)).toBe('Standings — Hockey Directory');
    expect(types((await page('/')).body)).toEqual(['WebSite']);
  });

  it('escapes stored text in the head', async () => {
    const [p] = await t.handle.db.insert(players).values({ firstName: '</script><b>"x"', lastName: 'Q&A', position: 'goalie' }).returning();
    const res = await page(`/player/${p.id}`);
    expect(res.body).not.toContain('</script><b>');
    expect(title(res.body)).toBe('&lt;/script&gt;&lt;b&gt;&quot;x&quot; Q&amp;A · Goalie — Hockey Directory');
    expect(jsonLd(res.body)[0].name).toBe('</script><b>"x" Q&A');
  });
});

describe('status codes', () => {
  it.each([
    ['/player/999999', 'Player Not Found — Hockey Directory'],
    ['/team/999999', 'Team Not Found — Hockey Directory'],
    ['/league/999999', 'League Not Found — Hockey Directory'],
    ['/leagues/999999', 'League Not Found — Hockey Directory'],
    ['/game/999999', 'Game Not Found — Hockey Directory'],
    ['/player/99999999999', 'Player Not Found — Hockey Directory'],
    ['/league/abc', 'League Not Found — Hockey Directory'],
    ['/games/not-a-number', 'Game Not Found — Hockey Directory'],
    ['/facility/999999', 'Facility Not Found — Hockey Directory'],
    ['/facilities/1', 'Page Not Found — Hockey Directory'],
    ['/no-such-page', 'Page Not Found — Hockey Directory'],
  ])('%s answers 404 with a noindex not-found head', async (url, expected) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(title(res.body)).toBe(expected);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(canonical(res.body)).toBeUndefined();
  });

  it('answers 200 for records that exist', async () => {
    for (const url of [
      `/player/${ids.player}`,
      `/team/${ids.team}`,
      `/league/${ids.league}`,
      `/game/${ids.game}`,
      `/facility/${ids.facility}`,
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });
});
