import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the server's React renders: a record page with its reads declared renders once.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/server')>();
  return {
    ...actual,
    renderToString: (...args: Parameters<typeof actual.renderToString>) => {
      renders.count += 1;
      return actual.renderToString(...args);
    },
  };
});

const { answerReadsWith, renderShell } = await import('#client/ssr/render-shell');

const adsOff = { publisherId: 'ca-pub-0000000000000000', enabled: false, testMode: true, adUnits: {} };
const team = {
  id: 7,
  name: 'Toronto Maple Leafs',
  shortName: 'TOR',
  city: 'Toronto',
  leagueId: 1,
  league: { id: 1, name: 'National Hockey League' },
};
const player = { id: 7, firstName: 'Riley', lastName: 'Bennett', position: 'left_wing', currentTeam: team };
const side = (id: number, name: string, shortName: string) => ({ id, name, shortName, city: null, logoUrl: null, primaryColor: '#00205B' });
const game = {
  id: 7,
  homeTeamId: 7,
  awayTeamId: 8,
  startsAt: '2025-11-01T23:00:00.000Z',
  timeZone: 'America/Toronto',
  gameDate: '2025-11-01',
  gameTime: '19:00:00',
  venueId: null,
  seasonId: null,
  homeScore: 4,
  awayScore: 2,
  status: 'final',
  period: null,
  outcome: 'regulation',
  updatedAt: '2025-11-02T01:00:00.000Z',
  homeTeam: side(7, 'Toronto Maple Leafs', 'TOR'),
  awayTeam: side(8, 'Montreal Canadiens', 'MTL'),
  venue: null,
  season: null,
  league: { id: 1, name: 'National Hockey League', shortName: 'NHL' },
};
const league = {
  id: 7,
  name: 'Ontario Hockey League',
  shortName: 'OHL',
  logoUrl: null,
  level: 'junior',
  isActive: true,
  description: null,
  history: null,
  funFacts: [],
  founded: 1980,
  websiteUrl: null,
  countryId: null,
  timeZone: null,
  country: null,
  tiebreakers: [],
  updatedAt: '2025-11-02T01:00:00.000Z',
  stats: { teams: 20, players: 500, gamesPlayed: 0, goalsPerGame: 0, seasons: 1 },
  seasons: [],
};
const asked: string[] = [];

function fakeApi(url: string): Promise<Response> {
  asked.push(url);
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } }));
  if (url === '/api/players/7') return json(player);
  if (url === '/api/players/7/stats')
    return json({ playerId: 7, position: 'left_wing', skater: { seasons: [], careers: [] }, goalie: { seasons: [], careers: [] } });
  if (url === '/api/teams/7')
    return json({ ...team, founded: 1917, venue: null, rivalries: [], history: null, achievements: [], retiredNumbers: [], facts: [] });
  if (url.startsWith('/api/games?')) return json([], { 'x-total-count': '0' });
  if (url.startsWith('/api/players?teamId=')) return json([]);
  if (url === '/api/games/7') return json(game);
  if (url === '/api/teams/7/stats') return json({ teamId: 7, season: null, skaters: [], goalies: [] });
  if (url.startsWith('/api/standings?leagueId=')) return json({ season: null, rows: [], lastUpdated: null, playoffFormat: null });
  if (url === '/api/leagues/7') return json(league);
  if (url === '/api/facilities/7')
    return json({
      id: 7,
      name: 'Harbor Arena',
      imageUrl: null,
      city: 'Harbor',
      address: '1 Pier Rd',
      capacity: 9000,
      countryId: 1,
      timeZone: null,
      country: null,
      facilityType: 'arena',
      surfaceType: 'ice',
      updatedAt: '2025-11-02T01:00:00.000Z',
    });
  if (url.startsWith('/api/teams?homeVenueId=7')) return json([]);
  if (url.startsWith('/api/leaders?')) return Promise.resolve(new Response(JSON.stringify({ message: 'No season' }), { status: 404 }));
  if (url === '/api/games/7/boxscore') return Promise.resolve(new Response(JSON.stringify({ message: 'No box score' }), { status: 404 }));
  return Promise.resolve(new Response(JSON.stringify({ message: 'not in this test' }), { status: 404 }));
}

const render = (path: string) => renderShell({ url: `http://localhost${path}`, user: null, adConfig: adsOff });

describe('record pages read their data before their first render (issue #16)', () => {
  beforeEach(() => {
    answerReadsWith(fakeApi);
    renders.count = 0;
    asked.length = 0;
  });

  it('a player page renders once, with the player and his statistics, each asked once', async () => {
    const shell = await render('/player/7');
    expect(shell.html).toContain('Riley');
    expect(renders.count).toBe(1);
    expect(asked.sort()).toEqual(['/api/players/7', '/api/players/7/stats']);
  });

  it("a team page's overview renders once with the team, its league's table, games, statistics and roster", async () => {
    const shell = await render('/team/7');
    expect(shell.html).toContain('Toronto Maple Leafs');
    expect(renders.count).toBe(1);
    expect(asked.filter((u) => u.startsWith('/api/games?'))).toHaveLength(2);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/teams/7', '/api/standings?leagueId=1', '/api/teams/7/stats', '/api/players?teamId=7&limit=100']),
    );
  });

  it("a league page's overview renders once with the league, its table, leaders and the games either side of today", async () => {
    const shell = await render('/league/7');
    expect(shell.html).toContain('Ontario Hockey League');
    expect(renders.count).toBe(1);
    expect(asked.filter((u) => u.startsWith('/api/games?leagueId=7'))).toHaveLength(2);
    expect(asked).toEqual(expect.arrayContaining(['/api/leagues/7', '/api/standings?leagueId=7', '/api/leaders?leagueId=7']));
  });

  it('an unknown tab is the overview, on the server as on the page: rendered once with its games', async () => {
    await render('/team/7?tab=bogus');
    expect(renders.count).toBe(1);
    expect(asked.filter((u) => u.startsWith('/api/games?'))).toHaveLength(2);
  });

  it('a game page renders once with the game, its box score, its events and both rosters', async () => {
    const shell = await render('/game/7');
    expect(shell.html).toContain('Montreal Canadiens');
    expect(renders.count).toBe(1);
    expect(asked.sort()).toEqual([
      '/api/games/7',
      '/api/games/7/boxscore',
      '/api/games/7/events',
      '/api/players?teamId=7&limit=100',
      '/api/players?teamId=8&limit=100',
    ]);
  });

  it('a facility page renders once with the facility, its home teams and the games there', async () => {
    const shell = await render('/facility/7');
    expect(shell.html).toContain('Harbor Arena');
    expect(renders.count).toBe(1);
    expect(asked.filter((u) => u.startsWith('/api/games?venueId=7'))).toHaveLength(2);
    expect(asked).toEqual(expect.arrayContaining(['/api/facilities/7', '/api/teams?homeVenueId=7&limit=50']));
  });

  it('another tab, an unreal id or a page without declared reads still renders with its data, found by rendering', async () => {
    await render('/team/7?tab=facts');
    expect(asked).toEqual(['/api/teams/7', '/api/standings?leagueId=1']);
    renders.count = 0;
    asked.length = 0;
    await render('/player/abc');
    expect(asked).toEqual([]);
    expect(renders.count).toBe(1);
    renders.count = 0;
    await render('/search?q=maple');
    expect(renders.count).toBeGreaterThan(1);
  });
});
