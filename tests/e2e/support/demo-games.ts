import type { APIRequestContext } from '@playwright/test';

/**
 * The latest final of the NHL's current season in the demo data. From the season, not the league:
 * other specs add season-less finals to the shared database.
 */
export async function latestNhlFinal<G = { id: number; homeTeam: { id: number } }>(request: APIRequestContext): Promise<G> {
  const seasons = (await (await request.get('/api/seasons?leagueId=1&seasonType=regular')).json()) as { id: number; isActive: boolean }[];
  const season = seasons.find((s) => s.isActive)!;
  const [game] = (await (await request.get(`/api/games?seasonId=${season.id}&status=final&limit=1&order=desc`)).json()) as G[];
  return game!;
}
