import { countries, facilities, games, leagues, players, seasons, standingAdjustments, teams } from '#server/db/schema';
import type { TestApp } from './build-test-app';

/**
 * A small Finnish world for the delete tests: Liiga with two seasons (one with finals and a points
 * adjustment), two teams playing at one arena, their players, and a country with nothing but a player.
 */
export async function deleteWorld(t: TestApp) {
  const db = t.handle.db;
  const [fin] = await db.insert(countries).values({ name: 'Finland', code: 'FIN' }).returning();
  const [swe] = await db.insert(countries).values({ name: 'Sweden', code: 'SWE' }).returning();
  const [arena] = await db
    .insert(facilities)
    .values({ name: 'Nokia Arena', city: 'Tampere', countryId: fin.id, facilityType: 'arena', surfaceType: 'ice' })
    .returning();
  const [liiga] = await db.insert(leagues).values({ name: 'Liiga', countryId: fin.id }).returning();
  const [s24, s23] = await db
    .insert(seasons)
    .values([
      { leagueId: liiga.id, year: '2024-25', name: '2024-25 Regular Season' },
      { leagueId: liiga.id, year: '2023-24', name: '2023-24 Regular Season' },
    ])
    .returning();
  const [tappara, ilves, loner] = await db
    .insert(teams)
    .values([
      { name: 'Tappara', city: 'Tampere', leagueId: liiga.id, countryId: fin.id, homeVenueId: arena.id },
      { name: 'Ilves', city: 'Tampere', leagueId: liiga.id, countryId: fin.id, homeVenueId: arena.id },
      { name: 'Kiekko-Vantaa', city: 'Vantaa', countryId: fin.id },
    ])
    .returning();
  const [p1, , swede] = await db
    .insert(players)
    .values([
      { firstName: 'Aku', lastName: 'Ankka', position: 'center', currentTeamId: tappara.id, birthCountryId: fin.id },
      { firstName: 'Iines', lastName: 'Ankka', position: 'goalie', currentTeamId: loner.id, birthCountryId: fin.id },
      { firstName: 'Sven', lastName: 'Svensson', position: 'defense', currentTeamId: loner.id, birthCountryId: swe.id },
    ])
    .returning();
  const final = { status: 'final' as const, outcome: 'REG' as const, venueId: arena.id, seasonId: s24.id };
  const [g1, g2] = await db
    .insert(games)
    .values([
      { ...final, homeTeamId: tappara.id, awayTeamId: ilves.id, gameDate: '2024-10-01', homeScore: 3, awayScore: 1 },
      { ...final, homeTeamId: ilves.id, awayTeamId: tappara.id, gameDate: '2024-10-08', homeScore: 4, awayScore: 2 },
    ])
    .returning();
  const [adj] = await db
    .insert(standingAdjustments)
    .values({ seasonId: s24.id, teamId: ilves.id, points: -2, reason: 'Sanction' })
    .returning();
  const [adjLoner] = await db.insert(standingAdjustments).values({ seasonId: s23.id, teamId: loner.id, points: 1 }).returning();
  return { fin, swe, arena, liiga, s24, s23, tappara, ilves, loner, p1, swede, g1, g2, adj, adjLoner };
}
