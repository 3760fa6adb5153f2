import { and, asc, eq, gt, inArray, isNull, not, or, sql, type AnyColumn } from 'drizzle-orm';
import type { GameStatus, GameOutcome } from '#shared/domain/games/game-status';
import type { Db } from '../../db/client';
import { LOCK_KEYS } from '../../db/lock-keys';
import { games, gameStreamMarks, seasons } from '../../db/schema';
import type { Tx } from '../support/row-version';

/**
 * A stream message saying the game itself changed (status, period, result): `event: game`. A game that
 * has been deleted since its mark is announced as `{ gameId, seq, deleted: true }`, its tombstone; on a
 * day feed, a game moved to another day or league as `{ gameId, seq, left: true }`.
 */
export type GameMark =
  | { gameId: number; seq: number; status: GameStatus; period: string | null; outcome: GameOutcome | null }
  | { gameId: number; seq: number; deleted: true }
  | { gameId: number; seq: number; left: true };

/** A game just deleted and where it was: the day streams that showed it find its tombstone by day and league. */
export type RemovedGame = { id: number; gameDate: string; seasonId: number | null };

/** The day feed a stream follows (GET /api/live): how it finds the tombstones of games that left it. */
export type FeedDay = { date: string; leagueId?: number };

const nextSeq = sql`nextval('game_events_seq')`;
// A mark that finds its game on another day or league than before keeps the one it left (until the next move).
const moved = sql`(${gameStreamMarks.gameDate}, ${gameStreamMarks.leagueId}) is distinct from (excluded.game_date, excluded.league_id)`;
const refresh = {
  target: gameStreamMarks.gameId,
  set: {
    seq: sql`excluded.seq`,
    changedAt: sql`now()`,
    gameDate: sql`excluded.game_date`,
    leagueId: sql`excluded.league_id`,
    leftDate: sql`case when ${moved} then ${gameStreamMarks.gameDate} else ${gameStreamMarks.leftDate} end`,
    leftLeagueId: sql`case when ${moved} then ${gameStreamMarks.leagueId} else ${gameStreamMarks.leftLeagueId} end`,
  },
};

/**
 * Marks games as changed for the streams (ADR 0025), with the day and league they are on now. The caller
 * holds the events' lock (LOCK_KEYS.gameEvents) in `tx`, as every taker of the shared sequence does, so a
 * later `seq` never commits before an earlier one.
 */
export async function markGames(tx: Tx, gameIds: readonly number[]): Promise<void> {
  const ids = [...new Set(gameIds)];
  if (ids.length === 0) return;
  await tx
    .insert(gameStreamMarks)
    .select(
      tx
        .select({
          gameId: games.id,
          seq: sql<number>`${nextSeq}`.as('seq'),
          changedAt: sql<string>`now()`.as('changed_at'),
          gameDate: games.gameDate,
          leagueId: seasons.leagueId,
          // A first mark has left nothing; a later one's are set on conflict (refresh).
          leftDate: sql<string | null>`null::date`.as('left_date'),
          leftLeagueId: sql<number | null>`null::int`.as('left_league_id'),
        })
        .from(games)
        .leftJoin(seasons, eq(seasons.id, games.seasonId))
        // One array parameter: an import marks up to a chunk's thousands of games in one statement.
        .where(sql`${games.id} = any(${sql.param(ids)}::int[])`),
    )
    .onConflictDoUpdate(refresh);
}

/** Marks deleted games: their tombstones keep the day and league they were on (the season still says which). */
async function markRemoved(tx: Tx, removed: readonly RemovedGame[]): Promise<void> {
  if (removed.length === 0) return;
  const league = (seasonId: number | null) =>
    seasonId === null ? null : sql`(select ${seasons.leagueId} from ${seasons} where ${seasons.id} = ${seasonId})`;
  await tx
    .insert(gameStreamMarks)
    .values(removed.map((g) => ({ gameId: g.id, seq: nextSeq, gameDate: g.gameDate, leagueId: league(g.seasonId) })))
    .onConflictDoUpdate(refresh);
}

// Marks per transaction: an import of 100,000 games holds the events' lock (and so live scoring) a moment at a time.
const CHUNK = 5000;

/**
 * After a game write has committed: marks its games (and the tombstones of deleted ones) in transactions
 * of their own. A writer that locks game rows first (an admin's edit) and then waited for the events' lock
 * could deadlock with end game, which takes them the other way round; after the commit it holds no row
 * lock. A crash between the two loses only the push: the pages' 30 s poll still brings the change.
 */
export async function announceGames(db: Db, gameIds: readonly number[], removed: readonly RemovedGame[] = []): Promise<void> {
  const ids = [...new Set(gameIds)];
  for (let i = 0; i < Math.max(ids.length, removed.length); i += CHUNK) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.gameEvents})`);
      await markGames(tx, ids.slice(i, i + CHUNK));
      await markRemoved(tx, removed.slice(i, i + CHUNK));
    });
  }
}

/**
 * The streams' feed of game changes after `afterSeq`, in `seq` order, with the game as it is now: the marks
 * of `gameIds`, and on a day feed also the tombstones of games deleted from that day (and league) and the
 * games moved away from it.
 */
export async function marksSince(
  db: Db | Tx,
  gameIds: readonly number[],
  afterSeq: number,
  limit = 500,
  day?: FeedDay,
): Promise<GameMark[]> {
  if (gameIds.length === 0 && !day) return [];
  // On the day (and league): `is not distinct from`, so a game without a league is never taken for one with.
  const onDay = (date: AnyColumn, league: AnyColumn) =>
    sql`(${date} = ${day?.date} and ${day?.leagueId === undefined ? sql`true` : sql`${league} is not distinct from ${day.leagueId}`})`;
  const gone = day && and(onDay(gameStreamMarks.gameDate, gameStreamMarks.leagueId), isNull(games.id));
  const movedAway =
    day &&
    and(onDay(gameStreamMarks.leftDate, gameStreamMarks.leftLeagueId), not(onDay(gameStreamMarks.gameDate, gameStreamMarks.leagueId)));
  const rows = await db
    .select({
      gameId: gameStreamMarks.gameId,
      seq: gameStreamMarks.seq,
      present: games.id,
      status: games.status,
      period: games.period,
      outcome: games.outcome,
    })
    .from(gameStreamMarks)
    .leftJoin(games, eq(games.id, gameStreamMarks.gameId))
    .where(
      and(
        gt(gameStreamMarks.seq, afterSeq),
        or(gameIds.length ? inArray(gameStreamMarks.gameId, [...gameIds]) : undefined, gone, movedAway),
      ),
    )
    .orderBy(asc(gameStreamMarks.seq))
    .limit(limit);
  const followed = new Set(gameIds);
  return rows.map(({ present, status, period, outcome, ...r }): GameMark => {
    const seq = Number(r.seq);
    if (present === null) return { gameId: r.gameId, seq, deleted: true };
    // Not among the day's games, yet found on a day feed: by the day it left, so moved away.
    if (day && !followed.has(r.gameId)) return { gameId: r.gameId, seq, left: true };
    return { gameId: r.gameId, seq, status: status!, period, outcome };
  });
}
