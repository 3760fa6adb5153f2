import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, facilities, games, leagues, players, teams } from '../../db/schema';
import { tableCount } from '../support/table-count';

const n = (table: unknown) => sql<number>`(select count(*)::int from ${table})`;

export async function getStats(db: Db) {
  const [row] = await db
    .select({
      totalFacilities: n(facilities),
      totalLeagues: n(leagues),
      totalTeams: n(teams),
      totalCountries: n(countries),
      countriesWithFacilities: sql<number>`(select count(distinct ${facilities.countryId})::int from ${facilities})`,
      citiesWithFacilities: sql<number>`(select count(distinct (${facilities.countryId}, lower(${facilities.city})))::int from ${facilities})`,
    })
    .from(sql`(select 1) as one`);
  // ~1M games at spec scale: counting them costs ~100 ms on PostgreSQL and seconds embedded.
  const [totalPlayers, totalGames] = await Promise.all([
    tableCount(db, 'players', () => db.$count(players)),
    tableCount(db, 'games', () => db.$count(games)),
  ]);
  return { ...row, totalPlayers, totalGames };
}
