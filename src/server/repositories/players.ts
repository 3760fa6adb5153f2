import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PlayerCreate, PlayerQuery } from '../../shared/schemas/player';
import type { Db } from '../db/client';
import { countries, players, teams } from '../db/schema';
import { folded } from '../db/schema/search-index';
import { tableCount } from './table-count';
import { tableWrites } from './table-writes';

export type PlayerCursor = { lastName: string; firstName: string; id: number };

const columns = {
  id: players.id, firstName: players.firstName, lastName: players.lastName, imageUrl: players.imageUrl,
  position: players.position, jerseyNumber: players.jerseyNumber, currentTeamId: players.currentTeamId,
  currentTeam: { id: teams.id, name: teams.name, shortName: teams.shortName, leagueId: teams.leagueId },
  dateOfBirth: players.dateOfBirth, birthCountryId: players.birthCountryId,
  birthCountry: { id: countries.id, name: countries.name, code: countries.code },
  birthCity: players.birthCity, height: players.height, weight: players.weight,
  shoots: players.shoots, catches: players.catches,
};

export const playerWrites = tableWrites<PlayerCreate>(players, 'player');

// Same expression as players_full_name_trgm_idx, so `like '%…%'` is answered by the GIN index.
const fullName = folded(sql`${players.firstName} || ' ' || ${players.lastName}`);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const searchCond = (search: string) => sql`${fullName} like '%' || public.f_unaccent(lower(${escapeLike(search)})) || '%'`;

function filters(q: PlayerQuery): SQL[] {
  const where: SQL[] = [];
  if (q.teamId) where.push(eq(players.currentTeamId, q.teamId));
  if (q.countryId) where.push(eq(players.birthCountryId, q.countryId));
  // A sub-select (not the join) keeps the team filter on players_team_name_idx.
  if (q.leagueId) where.push(inArray(players.currentTeamId, sql`(select ${teams.id} from ${teams} where ${teams.leagueId} = ${q.leagueId})`));
  if (q.position) where.push(eq(players.position, q.position));
  return where;
}

/**
 * A search of 3+ characters runs as a fenced sub-select (`offset 0` keeps the planner from
 * pulling it up): matches of a fragment like "kovar" sit together in name order, so "walk
 * players_name_idx and filter", the plan PostgreSQL picks for a LIMIT, can read most of the
 * table; the trigram bitmap plus a sort of the matches costs no more than counting them.
 * Shorter text has no trigram to look up, so there the name-order walk (stops after one page) wins.
 */
const searchMatches = (search: string) =>
  sql`(select ${players.id} as match_id from ${players} where ${searchCond(search)} offset 0) as search_matches`;
const fencedSearch = (search: string | undefined): search is string => (search?.length ?? 0) >= 3;

/**
 * One page ordered by last name, first name, id. With a cursor the page starts after that row
 * (keyset: index range scan, constant cost at any depth); otherwise limit/offset. One extra row
 * is read to know whether a next page exists.
 */
export async function listPlayers(db: Db, q: PlayerQuery, cursor: PlayerCursor | null) {
  const where = filters(q);
  if (q.search && !fencedSearch(q.search)) where.push(searchCond(q.search));
  const keyset = cursor
    ? sql`(${players.lastName}, ${players.firstName}, ${players.id}) > (${cursor.lastName}, ${cursor.firstName}, ${cursor.id})`
    : undefined;
  const base = db.select(columns).from(players);
  const page = (fencedSearch(q.search) ? base.innerJoin(searchMatches(q.search), sql`search_matches.match_id = ${players.id}`) : base)
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .leftJoin(countries, eq(countries.id, players.birthCountryId))
    .where(and(...where, keyset))
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
    .limit(q.limit + 1).offset(cursor ? 0 : q.offset);
  const counted = fencedSearch(q.search) ? [...where, searchCond(q.search)] : where;
  const total = counted.length
    ? db.select({ n: count() }).from(players).where(and(...counted)).then(([r]) => r.n)
    : tableCount(db, 'players', () => db.select({ n: count() }).from(players).then(([r]) => r.n));
  const [rows, n] = await Promise.all([page, total]);
  const hasMore = rows.length > q.limit;
  return { rows: hasMore ? rows.slice(0, q.limit) : rows, total: n, hasMore };
}

export async function getPlayer(db: Db, id: number) {
  const [row] = await db.select(columns).from(players)
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .leftJoin(countries, eq(countries.id, players.birthCountryId))
    .where(eq(players.id, id));
  return row ?? null;
}
