import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { dayRange } from '#shared/domain/zoned-time';
import { alias } from 'drizzle-orm/pg-core';
import type { GameQuery } from '#shared/schemas/game';
import type { Db } from '../db/client';
import { facilities, games, leagues, seasons, teams } from '../db/schema';
import { isoUpdatedAt } from './row-version';
import { isoUtc } from './iso-utc';
import { tableCount } from './table-count';
import { param, perDb } from './prepared';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');
const teamRef = <T extends typeof home | typeof away>(t: T) => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName,
  city: t.city,
  logoUrl: t.logoUrl,
  primaryColor: t.primaryColor,
});

const columns = {
  id: games.id,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  startsAt: sql<string | null>`${isoUtc(games.startsAt)}`,
  timeZone: games.timeZone,
  gameDate: games.gameDate,
  gameTime: games.gameTime,
  venueId: games.venueId,
  seasonId: games.seasonId,
  homeScore: games.homeScore,
  awayScore: games.awayScore,
  status: games.status,
  period: games.period,
  outcome: games.outcome,
  updatedAt: isoUpdatedAt(games.updatedAt),
  homeTeam: teamRef(home),
  awayTeam: teamRef(away),
  venue: { id: facilities.id, name: facilities.name, city: facilities.city, capacity: facilities.capacity },
  season: { id: seasons.id, name: seasons.name, leagueId: seasons.leagueId },
  league: { id: leagues.id, name: leagues.name, shortName: leagues.shortName },
};

function selectGames(db: Db) {
  return (
    db
      .select(columns)
      .from(games)
      .innerJoin(home, eq(home.id, games.homeTeamId))
      .innerJoin(away, eq(away.id, games.awayTeamId))
      .leftJoin(facilities, eq(facilities.id, games.venueId))
      .leftJoin(seasons, eq(seasons.id, games.seasonId))
      // A game's league is its season's; games entered without a season fall back to the home team's.
      .leftJoin(leagues, eq(leagues.id, sql`coalesce(${seasons.leagueId}, ${home.leagueId})`))
  );
}

/**
 * Games of a league. `= any(array(…))` turns each sub-select into one array parameter, so
 * PostgreSQL can OR the season and home-team indexes (an `in (select …)` under OR becomes a
 * hashed filter over a sequential scan of every game).
 */
export function inLeague(leagueId: number): SQL {
  return or(
    sql`${games.seasonId} = any(array(select ${seasons.id} from ${seasons} where ${seasons.leagueId} = ${leagueId}))`,
    and(
      isNull(games.seasonId),
      sql`${games.homeTeamId} = any(array(select ${teams.id} from ${teams} where ${teams.leagueId} = ${leagueId}))`,
    ),
  )!;
}

export type GameFilter = Partial<
  Pick<GameQuery, 'date' | 'tz' | 'leagueId' | 'teamId' | 'seasonId' | 'venueId' | 'status' | 'from' | 'to'>
>;

/**
 * The reader's day (issue #18): games starting between its midnights in `tz`, and games without a
 * start time yet on that calendar date at their venue. Without `tz`, the venues' own calendar day.
 */
function onDay(date: string, tz: string | undefined): SQL {
  const range = tz ? dayRange(date, tz) : null;
  if (!range) return eq(games.gameDate, date);
  return or(
    and(gte(games.startsAt, range.from.toISOString()), lt(games.startsAt, range.to.toISOString())),
    and(isNull(games.startsAt), eq(games.gameDate, date)),
  )!;
}

export function gameFilters(q: GameFilter): SQL[] {
  const where: SQL[] = [];
  if (q.date) where.push(onDay(q.date, q.tz));
  if (q.from) where.push(gte(games.gameDate, q.from));
  if (q.to) where.push(lte(games.gameDate, q.to));
  if (q.seasonId) where.push(eq(games.seasonId, q.seasonId));
  if (q.teamId) where.push(or(eq(games.homeTeamId, q.teamId), eq(games.awayTeamId, q.teamId))!);
  if (q.venueId) where.push(eq(games.venueId, q.venueId));
  if (q.status) where.push(eq(games.status, q.status));
  if (q.leagueId) where.push(inLeague(q.leagueId));
  return where;
}

// The scores page of a date is what every fan and crawler asks for (issue #21).
const prepared = perDb((db) => ({
  ofDate: selectGames(db)
    .where(eq(games.gameDate, param('date')))
    .orderBy(asc(games.gameDate), asc(games.gameTime), asc(games.id))
    .limit(param('limit'))
    .offset(param('offset'))
    .prepare('hd_games_of_date'),
  ofDateCount: db
    .select({ n: count() })
    .from(games)
    .where(eq(games.gameDate, param('date')))
    .prepare('hd_games_of_date_count'),
}));

const onlyDate = (q: GameQuery): q is GameQuery & { date: string } =>
  !!q.date && !q.tz && !q.from && !q.to && !q.seasonId && !q.teamId && !q.venueId && !q.status && !q.leagueId && q.order !== 'desc';

async function listGamesOfDate(db: Db, q: GameQuery & { date: string }) {
  const s = prepared(db);
  const [rows, [{ n }]] = await Promise.all([
    s.ofDate.execute({ date: q.date, limit: q.limit, offset: q.offset }),
    s.ofDateCount.execute({ date: q.date }),
  ]);
  return { rows, total: n };
}

/** Ordered by date, time, id (games_date_idx); unfiltered lists default to newest first for the admin. */
export async function listGames(db: Db, q: GameQuery) {
  if (onlyDate(q)) return listGamesOfDate(db, q);
  const where = gameFilters(q);
  const dir = (q.order ?? (where.length ? 'asc' : 'desc')) === 'desc' ? desc : asc;
  const rows = selectGames(db)
    .where(and(...where))
    // A reader's day mixes zones: their 19:00s are hours apart, so the instant orders them.
    .orderBy(...(q.tz ? [dir(games.startsAt)] : []), dir(games.gameDate), dir(games.gameTime), dir(games.id))
    .limit(q.limit)
    .offset(q.offset);
  const countWhere = (conditions: SQL[]) =>
    db
      .select({ n: count() })
      .from(games)
      .where(and(...conditions))
      .then(([r]) => r.n);
  // A team's games are its home games plus its away games (never both): two range counts on
  // games_home_date_idx and games_away_date_idx, index-only once vacuumed, instead of one bitmap over
  // the heap pages of all its games (~10 ms cold for a demo team's 600 games against ~1 ms).
  const rest = q.teamId ? gameFilters({ ...q, teamId: undefined }) : [];
  const total = q.teamId
    ? Promise.all([countWhere([...rest, eq(games.homeTeamId, q.teamId)]), countWhere([...rest, eq(games.awayTeamId, q.teamId)])]).then(
        ([home, away]) => home + away,
      )
    : where.length
      ? countWhere(where)
      : tableCount(db, 'games', () => countWhere([]));
  const [page, n] = await Promise.all([rows, total]);
  return { rows: page, total: n };
}

export async function getGame(db: Db, id: number) {
  const [row] = await selectGames(db).where(eq(games.id, id));
  return row ?? null;
}

export async function getGamesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return selectGames(db).where(inArray(games.id, ids)).orderBy(asc(games.gameDate), asc(games.gameTime), asc(games.id));
}
