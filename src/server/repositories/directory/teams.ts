import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { ownTeams, type WithOwn } from '../users/own-scope';
import type { TeamCreate, TeamQuery } from '#shared/schemas/team';
import type { Db } from '../../db/client';
import { countries, facilities, leagues, teams } from '../../db/schema';
import { isoUpdatedAt } from '../support/row-version';
import { tableWrites } from '../support/table-writes';
import { idFilter } from '../support/id-filter';
import { containsFolded, matchRank } from '../support/text-match';
import { nhlFirstOrder } from '../support/nhl-first';
import { byteOrder, folded } from '../../db/schema/search-index';

const columns = {
  id: teams.id,
  name: teams.name,
  shortName: teams.shortName,
  city: teams.city,
  leagueId: teams.leagueId,
  countryId: teams.countryId,
  homeVenueId: teams.homeVenueId,
  logoUrl: teams.logoUrl,
  websiteUrl: teams.websiteUrl,
  founded: teams.founded,
  colors: teams.colors,
  primaryColor: teams.primaryColor,
  conference: teams.conference,
  division: teams.division,
  league: { id: leagues.id, name: leagues.name, level: leagues.level },
  country: { id: countries.id, name: countries.name },
  homeVenue: { id: facilities.id, name: facilities.name },
  updatedAt: isoUpdatedAt(teams.updatedAt),
};

const detailColumns = {
  ...columns,
  venue: facilities.name,
  leagueName: leagues.name,
  countryName: countries.name,
  history: teams.history,
  achievements: teams.achievements,
  retiredNumbers: teams.retiredNumbers,
  facts: teams.facts,
  rivalries: teams.rivalries,
  averageAttendance: teams.averageAttendance,
};

const ORDER: Record<Exclude<TeamQuery['sort'], 'relevance'>, SQL[]> = {
  name: [asc(byteOrder(teams.searchName)), asc(teams.id)],
  // §4: sorted by league, the NHL's teams come first.
  league: [nhlFirstOrder, sql`${byteOrder(leagues.searchName)} asc nulls last`, asc(byteOrder(teams.searchName)), asc(teams.id)],
  country: [sql`${byteOrder(folded(countries.name))} asc nulls last`, asc(byteOrder(teams.searchName)), asc(teams.id)],
};

/** `relevance` (the team pickers): best matches of the search first, then by name. */
function orderOf(q: TeamQuery): SQL[] {
  if (q.sort !== 'relevance') return ORDER[q.sort];
  const rank = matchRank(q.search, teams.name, teams.shortName);
  return rank ? [asc(rank), ...ORDER.name] : ORDER.name;
}

export const teamWrites = tableWrites<TeamCreate>(teams, 'team');

export async function listTeams(db: Db, q: TeamQuery & WithOwn) {
  const where = and(
    q.own ? ownTeams(q.own) : undefined,
    idFilter(teams.leagueId, q.leagueId),
    idFilter(teams.countryId, q.countryId),
    q.homeVenueId ? eq(teams.homeVenueId, q.homeVenueId) : undefined,
    containsFolded(q.search, teams.name, teams.shortName, teams.city),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(teams)
      .leftJoin(leagues, eq(leagues.id, teams.leagueId))
      .leftJoin(countries, eq(countries.id, teams.countryId))
      .leftJoin(facilities, eq(facilities.id, teams.homeVenueId))
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(teams).where(where),
  ]);
  return { rows, total };
}

/** TeamDetail; also serves write responses, whose Team schema drops the narrative fields. */
export async function getTeamDetail(db: Db, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(teams)
    .leftJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(countries, eq(countries.id, teams.countryId))
    .leftJoin(facilities, eq(facilities.id, teams.homeVenueId))
    .where(eq(teams.id, id));
  return row ?? null;
}
