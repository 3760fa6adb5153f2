// The calls issue #9 names, with ids discovered from the seeded database.
import { getJson } from './server-process.mjs';

export async function discoverScenarios(base) {
  const seasons = await getJson(base, '/api/seasons?leagueId=1&seasonType=regular');
  const season = seasons.find((s) => s.isActive) ?? seasons[0];
  const [facility] = await getJson(base, '/api/facilities?limit=1');
  const today = new Date().toISOString().slice(0, 10);
  let [game] = await getJson(base, `/api/games?date=${today}&limit=1`);
  if (!game) [game] = await getJson(base, `/api/games?seasonId=${season.id}&limit=1`);
  return [
    { name: 'static JSON (ceiling)', path: '/api/health', ceiling: true },
    { name: 'players: page of 50, position filter', path: '/api/players?position=center&limit=50' },
    { name: 'players: search "son"', path: '/api/players?search=son&limit=50' },
    { name: 'teams by league', path: '/api/teams?leagueId=1' },
    { name: 'facilities by country', path: `/api/facilities?countryId=${facility.countryId}&limit=50` },
    { name: 'games of a date', path: `/api/games?date=${game.gameDate}` },
    { name: 'standings (32-team season)', path: `/api/standings/${season.id}` },
    { name: 'game detail', path: `/api/games/${game.id}` },
    { name: 'stats', path: '/api/stats' },
  ];
}
