import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { dayRange } from '#shared/domain/dates/zoned-time';
import { alias } from 'drizzle-orm/pg-core';
import type { GameQuery } from '#shared/schemas/game';
import type { Db } from '../../db/client';
import { facilities, games, leagues, seasons, teams } from '../../db/schema';
import { isoUpdatedAt } from '../support/row-version';
import { isoUtc } from '../support/iso-utc';
import { tableCount } from '../support/table-count';
import { param, perDb } from '../support/prepared';
import type { OwnScope, WithOwn } from '../users/own-scope';

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

/**
 * Issue 27: a live game being scored shows what its events add up to (goals and scored penalty shots,
 * as events-to-box-score.ts counts them), on every list and page that reads games, until end game
 * stores the result. A live game without events keeps the score typed in. The triggers on
 * game_events bump the games data version, so cached answers follow each event.
 */
const liveEvents = sql`from game_events e where e.game_id = ${games.id} and e.deleted_at is null`;
const liveGoals = (side: 'home' | 'away') =>
  sql`(select count(*)::int ${liveEvents} and e.data->>'team' = ${sql.raw(`'${side}'`)} and (e.type = 'goal' or (e.type = 'penalty-shot' and e.data->>'scored' = 'true')))`;
const scoreOf = (side: 'home' | 'away') =>
  sql<
    number | null
  >`case when ${games.status} = 'live' and exists (select 1 ${liveEvents}) then ${liveGoals(side)} else ${side === 'home' ? games.homeScore : games.awayScore} end`;

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
  homeScore: scoreOf('home'),
  awayScore: scoreOf('away'),
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

/**
 * A team's games up to or from a date, either way round: its page's recent and upcoming lists
 * (issue 28). Built once: drizzle's building of the joined select was ~2 ms of a team page's CPU.
 * The page's ids first, from games alone, then the joins for those rows only (as listGames).
 */
const teamRange = perDb((db) => {
  const ofTeam = or(eq(games.homeTeamId, param('teamId')), eq(games.awayTeamId, param('teamId')))!;
  const list = (name: string, bound: SQL, dir: typeof asc) => {
    const order = [dir(games.gameDate), dir(games.gameTime), dir(games.id)];
    const ids = db
      .select({ id: games.id })
      .from(games)
      .where(and(bound, ofTeam))
      .orderBy(...order)
      .limit(param('limit'))
      .offset(param('offset'));
    return selectGames(db)
      .where(inArray(games.id, ids))
      .orderBy(...order)
      .prepare(name);
  };
  const sideCount = (name: string, bound: SQL, side: typeof games.homeTeamId | typeof games.awayTeamId) =>
    db
      .select({ n: count() })
      .from(games)
      .where(and(bound, eq(side, param('teamId'))))
      .prepare(name);
  const upTo = lte(games.gameDate, param('date'));
  const from = gte(games.gameDate, param('date'));
  return {
    to: { asc: list('hd_team_games_to_asc', upTo, asc), desc: list('hd_team_games_to_desc', upTo, desc) },
    from: { asc: list('hd_team_games_from_asc', from, asc), desc: list('hd_team_games_from_desc', from, desc) },
    count: {
      to: [sideCount('hd_team_games_to_home', upTo, games.homeTeamId), sideCount('hd_team_games_to_away', upTo, games.awayTeamId)],
      from: [sideCount('hd_team_games_from_home', from, games.homeTeamId), sideCount('hd_team_games_from_away', from, games.awayTeamId)],
    },
  };
});

/** Only a team and one end of a date range (and order and paging): the prepared statements serve it. */
const onlyTeamRange = (q: GameQuery & WithOwn): q is GameQuery & { teamId: number } =>
  !q.own && typeof q.teamId === 'number' && !q.from !== !q.to && !q.date && !q.tz && !q.seasonId && !q.venueId && !q.status && !q.leagueId;

async function listTeamRange(db: Db, q: GameQuery & { teamId: number }) {
  const s = teamRange(db);
  const end = q.to ? 'to' : 'from';
  const values = { teamId: q.teamId, date: q.to ?? q.from };
  const [rows, home, away] = await Promise.all([
    s[end][q.order === 'desc' ? 'desc' : 'asc'].execute({ ...values, limit: q.limit, offset: q.offset }),
    ...s.count[end].map((c) => c.execute(values).then(([r]) => r.n)),
  ]);
  return { rows, total: home + away };
}

/** A `mine=1` list: the games of the leagues the caller manages (a game's league as inLeague reads it). */
const ownGames = (own: OwnScope): SQL => (own.leagueIds.length ? or(...own.leagueIds.map(inLeague))! : sql`false`);

const onlyDate = (q: GameQuery & WithOwn): q is GameQuery & { date: string } =>
  !q.own &&
  !!q.date &&
  !q.tz &&
  !q.from &&
  !q.to &&
  !q.seasonId &&
  !q.teamId &&
  !q.venueId &&
  !q.status &&
  !q.leagueId &&
  q.order !== 'desc';

async function listGamesOfDate(db: Db, q: GameQuery & { date: string }) {
  const s = prepared(db);
  const [rows, [{ n }]] = await Promise.all([
    s.ofDate.execute({ date: q.date, limit: q.limit, offset: q.offset }),
    s.ofDateCount.execute({ date: q.date }),
  ]);
  return { rows, total: n };
}

/** Ordered by date, time, id (games_date_idx); unfiltered lists default to newest first for the admin. */
export async function listGames(db: Db, q: GameQuery & WithOwn) {
  if (onlyDate(q)) return listGamesOfDate(db, q);
  if (onlyTeamRange(q)) return listTeamRange(db, q);
  const where = gameFilters(q);
  if (q.own) where.push(ownGames(q.own));
  const dir = (q.order ?? (where.length ? 'asc' : 'desc')) === 'desc' ? desc : asc;
  // A reader's day mixes zones: their 19:00s are hours apart, so the instant orders them.
  const order = () => [...(q.tz ? [dir(games.startsAt)] : []), dir(games.gameDate), dir(games.gameTime), dir(games.id)];
  // The page's ids first, from games alone, then the joins for those rows only: joined first, the
  // generic plan hashed every team, venue and season and formatted all of a team's ~500 games
  // to keep five (a team page's two lists: ~4 ms each against ~1.5 ms, issue 28).
  const ids = db
    .select({ id: games.id })
    .from(games)
    .where(and(...where))
    .orderBy(...order())
    .limit(q.limit)
    .offset(q.offset);
  const rows = selectGames(db)
    .where(inArray(games.id, ids))
    .orderBy(...order());
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
