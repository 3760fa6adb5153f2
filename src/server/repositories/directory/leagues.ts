import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { anyOf, type WithOwn } from '../users/own-scope';
import { LEVEL_DISPLAY_ORDER } from '#shared/domain/directory/levels';
import type { League, LeagueCreate, LeagueQuery, LeagueStats } from '#shared/schemas/league';
import type { Db } from '../../db/client';
import { countries, leagues } from '../../db/schema';
import { listSeasons } from './seasons';
import { isoUpdatedAt } from '../support/row-version';
import { tableWrites } from '../support/table-writes';
import { idFilter } from '../support/id-filter';
import { nhlFirstOrder } from '../support/nhl-first';
import { containsFolded } from '../support/text-match';
import { byteOrder, folded } from '../../db/schema/search-index';

// Qualified by hand: drizzle may render `${leagues.id}` as a bare "id", which would bind to t.id here.
const teamCount = sql<number>`(select count(*)::int from teams t where t.league_id = "leagues"."id")`;

const columns = {
  id: leagues.id,
  name: leagues.name,
  shortName: leagues.shortName,
  logoUrl: leagues.logoUrl,
  level: leagues.level,
  isActive: leagues.isActive,
  description: leagues.description,
  history: leagues.history,
  funFacts: leagues.funFacts,
  founded: leagues.founded,
  websiteUrl: leagues.websiteUrl,
  countryId: leagues.countryId,
  timeZone: leagues.timeZone,
  country: { id: countries.id, name: countries.name, code: countries.code },
  pointsSystem: leagues.pointsSystem,
  tiebreakers: leagues.tiebreakers,
  teamCount,
  updatedAt: isoUpdatedAt(leagues.updatedAt),
};

// §3 display order; the literal list is a constant, so inlining it is safe.
const levelRank = sql`array_position(${sql.raw(`array[${LEVEL_DISPLAY_ORDER.map((l) => `'${l}'`).join(',')}]::text[]`)}, ${leagues.level}::text)`;

// §4: the NHL first whatever the sort, so every page, group and picker built on this list agrees.
const ORDER: Record<LeagueQuery['sort'], SQL[]> = {
  level: [nhlFirstOrder, asc(levelRank), asc(byteOrder(leagues.searchName)), asc(leagues.id)],
  name: [nhlFirstOrder, asc(byteOrder(leagues.searchName)), asc(leagues.id)],
  country: [nhlFirstOrder, sql`${byteOrder(folded(countries.name))} asc nulls last`, asc(byteOrder(leagues.searchName)), asc(leagues.id)],
};

export const leagueWrites = tableWrites<LeagueCreate>(leagues, 'league');

export async function listLeagues(db: Db, q: LeagueQuery & WithOwn) {
  const where = and(
    q.own ? anyOf(leagues.id, q.own.leagueIds) : undefined,
    containsFolded(q.search, leagues.name, leagues.shortName),
    idFilter(leagues.countryId, q.countryId),
    q.level ? eq(leagues.level, q.level) : undefined,
    q.isActive === undefined ? undefined : eq(leagues.isActive, q.isActive),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(leagues)
      .leftJoin(countries, eq(countries.id, leagues.countryId))
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(leagues).where(where),
  ]);
  // jsonb columns are typed string[]; the tiebreaker values were validated on the way in.
  return { rows: rows as League[], total };
}

export async function getLeague(db: Db, id: number): Promise<League | null> {
  const [row] = await db.select(columns).from(leagues).leftJoin(countries, eq(countries.id, leagues.countryId)).where(eq(leagues.id, id));
  return (row as League | undefined) ?? null;
}

// Plain SQL with explicit aliases: drizzle leaves columns unqualified in a select without a
// FROM table, which makes `id` ambiguous inside these joins.
async function leagueStats(db: Db, id: number): Promise<LeagueStats> {
  const finals = sql`from games g join seasons s on s.id = g.season_id where s.league_id = ${id} and g.status = 'final'`;
  const [row] = await db
    .select({
      teams: sql<number>`(select count(*)::int from teams t where t.league_id = ${id})`,
      players: sql<number>`(select count(*)::int from players p join teams t on t.id = p.current_team_id where t.league_id = ${id})`,
      gamesPlayed: sql<number>`(select count(*)::int ${finals})`,
      goalsPerGame: sql<number>`(select coalesce(round(avg(coalesce(g.home_score, 0) + coalesce(g.away_score, 0)), 1), 0)::float8 ${finals})`,
      // Seasons as a fan counts them: one a year, not its preseason, regular-season and playoff rows (issue 39 item 5).
      seasons: sql<number>`(select count(distinct s.year)::int from seasons s where s.league_id = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** League detail (§2.8): the league, its statistics card and its seasons, newest first. */
export async function getLeagueDetail(db: Db, id: number) {
  const league = await getLeague(db, id);
  if (!league) return null;
  const [stats, seasonPage] = await Promise.all([leagueStats(db, id), listSeasons(db, { leagueId: id, limit: 500, offset: 0 })]);
  return { ...league, stats, seasons: seasonPage.rows };
}

/** Whether a league of this id exists (a live feed names one; a stranger's id would be a feed to wake). */
export async function leagueExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, id))).length > 0;
}
