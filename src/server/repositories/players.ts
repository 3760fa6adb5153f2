import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PlayerCreate, PlayerQuery } from '../../shared/schemas/player';
import type { Db } from '../db/client';
import { countries, players, teams } from '../db/schema';
import { idFilter } from './id-filter';
import { tableCount } from './table-count';
import { isoUpdatedAt } from './row-version';
import { likeContains } from './text-match';
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
  updatedAt: isoUpdatedAt(players.updatedAt),
};

export const playerWrites = tableWrites<PlayerCreate>(players, 'player');

/**
 * Accent- and case-insensitive substring match on the stored search name. The planner picks per
 * fragment: a common one ("son", 8% of players) walks players_name_idx and stops after a page;
 * a rare one ("kovar") reads its few trigram matches and sorts them. Either stays under ~25 ms at
 * 100k players because the per-row test is a plain LIKE on a column.
 */
export const playerNameContains = (search: string) =>
  sql`${players.searchName} like public.f_unaccent(lower(${likeContains(search.trim())}::text))`;

function filters(q: PlayerQuery): SQL[] {
  const where: SQL[] = [];
  const byTeam = idFilter(players.currentTeamId, q.teamId);
  const byCountry = idFilter(players.birthCountryId, q.countryId);
  if (byTeam) where.push(byTeam);
  if (byCountry) where.push(byCountry);
  // A sub-select (not the join) keeps the team filter on players_team_name_idx.
  if (q.leagueId) where.push(inArray(players.currentTeamId, sql`(select ${teams.id} from ${teams} where ${teams.leagueId} = ${q.leagueId})`));
  if (q.position) where.push(eq(players.position, q.position));
  if (q.search?.trim()) where.push(playerNameContains(q.search));
  return where;
}

/**
 * One page ordered by last name, first name, id. With a cursor the page starts after that row
 * (keyset: index range scan, constant cost at any depth); otherwise limit/offset. One extra row
 * is read to know whether a next page exists.
 */
export async function listPlayers(db: Db, q: PlayerQuery, cursor: PlayerCursor | null) {
  const where = filters(q);
  const keyset = cursor
    ? sql`(${players.lastName}, ${players.firstName}, ${players.id}) > (${cursor.lastName}, ${cursor.firstName}, ${cursor.id})`
    : undefined;
  const page = db.select(columns).from(players)
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .leftJoin(countries, eq(countries.id, players.birthCountryId))
    .where(and(...where, keyset))
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id))
    .limit(q.limit + 1).offset(cursor ? 0 : q.offset);
  const total = where.length
    ? db.select({ n: count() }).from(players).where(and(...where)).then(([r]) => r.n)
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
