import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, facilities, games, leagues, players, teams } from '../db/schema';

const n = (table: unknown) => sql<number>`(select count(*)::int from ${table})`;

export async function getStats(db: Db) {
  const [row] = await db.select({
    totalFacilities: n(facilities),
    totalLeagues: n(leagues),
    totalTeams: n(teams),
    totalPlayers: n(players),
    totalGames: n(games),
    totalCountries: n(countries),
  }).from(sql`(select 1) as one`);
  return row;
}
