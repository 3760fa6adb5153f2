import { tiesAllowed, type TiePolicy } from '#shared/domain/games/game-result-rules';
import type { ImportEntityName } from '#shared/domain/directory/import-columns';
import { RefIndex, type Lookups } from '#server/lib/import/refs';
import { countries, facilities, leagues, seasons, teams } from '../../db/schema';
import type { Tx } from '../support/row-version';

const NEEDS: Record<ImportEntityName, (keyof Lookups)[]> = {
  games: ['leagues', 'seasons', 'teams', 'venues'],
  teams: ['leagues', 'countries', 'venues'],
  players: ['leagues', 'teams', 'countries'],
  facilities: ['countries'],
};

/**
 * Every record an import file of this entity may name, read once inside the import's transaction
 * (a few tens of thousands of short rows at spec scale), so resolving a row costs no query.
 */
export async function loadLookups(tx: Tx, entity: ImportEntityName): Promise<Lookups> {
  const needs = new Set(NEEDS[entity]);
  const lk = {
    countries: new RefIndex('country'),
    leagues: new RefIndex('league'),
    venues: new RefIndex('facility'),
    teams: new RefIndex('team'),
    seasons: new RefIndex('season'),
  };
  const teamsByLeague = new Map<number, RefIndex>();
  const teamLeagues = new Map<number, number | null>();
  const seasonsByLeague = new Map<number, RefIndex>();
  const seasonLeagues = new Map<number, number>();
  const venueZones = new Map<number, string | null>();
  const leagueZones = new Map<number, string | null>();
  const leagueTies = new Map<number, TiePolicy>();
  const inLeague = (m: Map<number, RefIndex>, leagueId: number, what: string) =>
    m.get(leagueId) ?? m.set(leagueId, new RefIndex(`${what} in that league`)).get(leagueId)!;

  if (needs.has('countries')) {
    for (const c of await tx.select({ id: countries.id, code: countries.code, name: countries.name }).from(countries))
      lk.countries.add(c.id, c.code, c.name);
  }
  if (needs.has('leagues')) {
    for (const l of await tx
      .select({ id: leagues.id, shortName: leagues.shortName, name: leagues.name, zone: leagues.timeZone, ps: leagues.pointsSystem })
      .from(leagues)) {
      lk.leagues.add(l.id, l.shortName, l.name);
      leagueZones.set(l.id, l.zone);
      leagueTies.set(l.id, tiesAllowed(l.ps as { tie?: number }));
    }
  }
  if (needs.has('venues')) {
    for (const f of await tx.select({ id: facilities.id, name: facilities.name, zone: facilities.timeZone }).from(facilities)) {
      lk.venues.add(f.id, f.name);
      venueZones.set(f.id, f.zone);
    }
  }
  if (needs.has('teams')) {
    const rows = await tx.select({ id: teams.id, leagueId: teams.leagueId, name: teams.name, shortName: teams.shortName }).from(teams);
    for (const t of rows) {
      lk.teams.add(t.id, t.name, t.shortName);
      teamLeagues.set(t.id, t.leagueId);
      if (t.leagueId) inLeague(teamsByLeague, t.leagueId, 'team').add(t.id, t.shortName, t.name);
    }
  }
  if (needs.has('seasons')) {
    const rows = await tx
      .select({ id: seasons.id, leagueId: seasons.leagueId, name: seasons.name, year: seasons.year, type: seasons.seasonType })
      .from(seasons);
    for (const s of rows) {
      lk.seasons.add(s.id);
      seasonLeagues.set(s.id, s.leagueId);
      inLeague(seasonsByLeague, s.leagueId, 'season').add(s.id, s.name, s.type === 'regular' ? s.year : null);
    }
  }
  return {
    ...lk,
    teamsInLeague: (leagueId) => teamsByLeague.get(leagueId) ?? new RefIndex('team in that league'),
    teamLeague: (teamId) => teamLeagues.get(teamId) ?? null,
    seasonsInLeague: (leagueId) => seasonsByLeague.get(leagueId) ?? new RefIndex('season in that league'),
    seasonLeague: (seasonId) => seasonLeagues.get(seasonId)!,
    venueZone: (venueId) => venueZones.get(venueId) ?? null,
    leagueZone: (leagueId) => leagueZones.get(leagueId) ?? null,
    leagueTies: (leagueId) => leagueTies.get(leagueId) ?? 'refused',
  };
}
