import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { anyOf, type WithOwn } from '../users/own-scope';
import type { PlayerCreate, PlayerQuery } from '#shared/schemas/player';
import type { Db } from '../../db/client';
import { countries, players, teams } from '../../db/schema';
import { byteOrder } from '../../db/schema/search-index';
import { idFilter } from '../support/id-filter';
import { tableCount } from '../support/table-count';
import { isoUpdatedAt } from '../support/row-version';
import { likeContains } from '../support/text-match';
import { tableWrites } from '../support/table-writes';
import { param, perDb } from '../support/prepared';

export type PlayerCursor = { sortName: string; id: number };

const columns = {
  id: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  imageUrl: players.imageUrl,
  position: players.position,
  jerseyNumber: players.jerseyNumber,
  currentTeamId: players.currentTeamId,
  currentTeam: { id: teams.id, name: teams.name, shortName: teams.shortName, leagueId: teams.leagueId, primaryColor: teams.primaryColor },
  dateOfBirth: players.dateOfBirth,
  birthCountryId: players.birthCountryId,
  birthCountry: { id: countries.id, name: countries.name, code: countries.code },
  birthCity: players.birthCity,
  height: players.height,
  weight: players.weight,
  shoots: players.shoots,
  catches: players.catches,
  updatedAt: isoUpdatedAt(players.updatedAt),
};

export const playerWrites = tableWrites<PlayerCreate>(players, 'player');

/**
 * Accent- and case-insensitive substring match on the stored search name. The planner picks per
 * fragment: a common one ("son", 8% of players) walks players_sort_idx and stops after a page;
 * a rare one ("kovar") reads its few trigram matches and sorts them. Either stays under ~25 ms at
 * 100k players because the per-row test is a plain LIKE on a column.
 */
export const playerNameContains = (search: string) =>
  sql`${players.searchName} like public.f_unaccent(lower(${likeContains(search.trim())}::text))`;

function filters(q: PlayerQuery & WithOwn): SQL[] {
  const where: SQL[] = [];
  // mine=1: players of the caller's teams and of every team in the caller's leagues.
  if (q.own)
    where.push(
      or(
        anyOf(players.currentTeamId, q.own.teamIds),
        q.own.leagueIds.length
          ? inArray(players.currentTeamId, sql`(select ${teams.id} from ${teams} where ${anyOf(teams.leagueId, q.own.leagueIds)})`)
          : sql`false`,
      )!,
    );
  const byTeam = idFilter(players.currentTeamId, q.teamId);
  const byCountry = idFilter(players.birthCountryId, q.countryId);
  if (byTeam) where.push(byTeam);
  if (byCountry) where.push(byCountry);
  // A sub-select (not the join) keeps the team filter on players_team_sort_idx.
  if (q.leagueId)
    where.push(inArray(players.currentTeamId, sql`(select ${teams.id} from ${teams} where ${teams.leagueId} = ${q.leagueId})`));
  if (q.position) where.push(eq(players.position, q.position));
  if (q.search?.trim()) where.push(playerNameContains(q.search));
  return where;
}

const selectPlayers = (db: Db) =>
  db
    .select(columns)
    .from(players)
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .leftJoin(countries, eq(countries.id, players.birthCountryId));
/** Lists carry the sort key for the next page's cursor; the response schema leaves it out. */
const selectList = (db: Db) =>
  db
    .select({ ...columns, sortName: sql<string>`${players.sortName}` })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .leftJoin(countries, eq(countries.id, players.birthCountryId));
// Last name, then first name, accent- and case-folded, in the same order on both databases (issue 19 item 4).
const byName = [asc(byteOrder(players.sortName)), asc(players.id)];
const afterCursor = (c: { sortName: unknown; id: unknown }) =>
  sql`(${byteOrder(players.sortName)}, ${players.id}) > (${c.sortName}::text collate "C", ${c.id})`;

// A player page and a team's roster are the reads crawlers and fans ask most (issue #21).
const prepared = perDb((db) => {
  const byTeam = eq(players.currentTeamId, param('teamId'));
  const cursor = { sortName: param('sortName'), id: param('id') };
  return {
    byId: selectPlayers(db)
      .where(eq(players.id, param('id')))
      .prepare('hd_player_by_id'),
    byTeam: selectList(db)
      .where(byTeam)
      .orderBy(...byName)
      .limit(param('limit'))
      .offset(param('offset'))
      .prepare('hd_players_by_team'),
    byTeamAfter: selectList(db)
      .where(and(byTeam, afterCursor(cursor)))
      .orderBy(...byName)
      .limit(param('limit'))
      .prepare('hd_players_by_team_after'),
    byTeamCount: db.select({ n: count() }).from(players).where(byTeam).prepare('hd_players_by_team_count'),
  };
});

/** Only a team filter (an id, not 'none'): the prepared statements serve it. */
const onlyTeam = (q: PlayerQuery & WithOwn): q is PlayerQuery & { teamId: number } =>
  !q.own && typeof q.teamId === 'number' && q.countryId === undefined && !q.leagueId && !q.position && !q.search?.trim();

async function listTeamPlayers(db: Db, q: PlayerQuery & { teamId: number }, cursor: PlayerCursor | null) {
  const s = prepared(db);
  const limit = q.limit + 1;
  const page = cursor
    ? s.byTeamAfter.execute({ teamId: q.teamId, limit, ...cursor })
    : s.byTeam.execute({ teamId: q.teamId, limit, offset: q.offset });
  const rows = await page;
  // A page that holds the rest of the roster (a team page asks for 100 of a ~25-player roster) says
  // the total itself: the count is read only when there is more, or the offset is past the end.
  if (!cursor && rows.length <= q.limit && (rows.length > 0 || q.offset === 0)) return { rows, total: q.offset + rows.length };
  const [{ n }] = await s.byTeamCount.execute({ teamId: q.teamId });
  return { rows, total: n };
}

/**
 * One page ordered by last name, first name, id. With a cursor the page starts after that row
 * (keyset: index range scan, constant cost at any depth); otherwise limit/offset. One extra row
 * is read to know whether a next page exists.
 */
export async function listPlayers(db: Db, q: PlayerQuery & WithOwn, cursor: PlayerCursor | null) {
  const { rows, total } = onlyTeam(q) ? await listTeamPlayers(db, q, cursor) : await listFiltered(db, q, cursor);
  const hasMore = rows.length > q.limit;
  return { rows: hasMore ? rows.slice(0, q.limit) : rows, total, hasMore };
}

async function listFiltered(db: Db, q: PlayerQuery & WithOwn, cursor: PlayerCursor | null) {
  const where = filters(q);
  const page = selectList(db)
    .where(and(...where, cursor ? afterCursor(cursor) : undefined))
    .orderBy(...byName)
    .limit(q.limit + 1)
    .offset(cursor ? 0 : q.offset);
  const total = where.length
    ? db
        .select({ n: count() })
        .from(players)
        .where(and(...where))
        .then(([r]) => r.n)
    : tableCount(db, 'players', () =>
        db
          .select({ n: count() })
          .from(players)
          .then(([r]) => r.n),
      );
  const [rows, n] = await Promise.all([page, total]);
  return { rows, total: n };
}

export async function getPlayer(db: Db, id: number) {
  const [row] = await prepared(db).byId.execute({ id });
  return row ?? null;
}
