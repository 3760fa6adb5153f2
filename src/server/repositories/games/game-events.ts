import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { GameEvent, GameEventCreate, GameEventData, GameEventUpdate } from '#shared/schemas/game-event';
import type { Db } from '../../db/client';
import { LOCK_KEYS } from '../../db/lock-keys';
import { gameEvents, games, seasons } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/domain-errors';
import { followPlay } from './game-play-status';
import { refuseClosedSheet } from './game-sheet-closed';
import { refuseFullSheet, refuseImpossible } from './game-event-checks';
import { recordAudit, type Actor } from '../admin/audit';
import { isoUtc } from '../support/iso-utc';
import type { Tx } from '../support/row-version';

/** A stored event as the API shows it; `deleted` only in the streams' change feed. */
export type StoredEvent = GameEvent & { deleted?: boolean };

const columns = {
  id: gameEvents.id,
  gameId: gameEvents.gameId,
  seq: gameEvents.seq,
  type: gameEvents.type,
  period: gameEvents.period,
  time: gameEvents.time,
  data: gameEvents.data,
  version: gameEvents.version,
  createdAt: isoUtc(gameEvents.createdAt),
  updatedAt: isoUtc(gameEvents.updatedAt),
  deletedAt: gameEvents.deletedAt,
};
type Row = { [K in keyof typeof columns]: unknown } & { data: unknown; deletedAt: string | null };

function toEvent(row: Row): StoredEvent {
  const { data, deletedAt, ...head } = row as Row & Omit<GameEvent, 'type'>;
  return { ...(data as GameEventData), ...head, seq: Number(row.seq), ...(deletedAt ? { deleted: true } : {}) } as StoredEvent;
}

const clock = sql`${gameEvents.period}, split_part(${gameEvents.time}, ':', 1)::int * 60 + split_part(${gameEvents.time}, ':', 2)::int, ${gameEvents.seq}`;

/** GET /api/games/{id}/events: the game's events in play order (period, time, then as entered). */
export async function listEvents(db: Db, gameId: number): Promise<StoredEvent[]> {
  const rows = await db
    .select(columns)
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), isNull(gameEvents.deletedAt)))
    .orderBy(clock);
  return rows.map((r) => toEvent(r as Row));
}

/** The change feed of the streams: every change after `afterSeq` (deletions included), in `seq` order. */
export async function changesSince(db: Db | Tx, gameIds: readonly number[], afterSeq: number, limit = 500): Promise<StoredEvent[]> {
  if (gameIds.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(gameEvents)
    .where(and(inArray(gameEvents.gameId, [...gameIds]), gt(gameEvents.seq, afterSeq)))
    .orderBy(asc(gameEvents.seq))
    .limit(limit);
  return rows.map((r) => toEvent(r as Row));
}

/** The newest `seq` of the whole feed: where a fresh stream with nothing to replay starts. */
export async function lastSeq(db: Db): Promise<number> {
  // Game changes (game-marks.ts) take their seq from the same sequence.
  const [row] = await db
    .select({ max: sql<string | null>`greatest(max(${gameEvents.seq}), (select max(seq) from game_stream_marks))` })
    .from(gameEvents);
  return Number(row?.max ?? 0);
}

// One writer at a time: a later seq never commits before an earlier one, so a stream that has sent
// seq N may resume after N without missing a slower transaction's N-1.
const lock = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.gameEvents})`);
const nextSeq = sql`nextval('game_events_seq')`;

async function readOne(tx: Tx, eventId: string): Promise<StoredEvent | null> {
  const [row] = await tx.select(columns).from(gameEvents).where(eq(gameEvents.id, eventId));
  return row ? toEvent(row as Row) : null;
}

const split = (body: GameEventCreate | GameEventUpdate) => {
  const { period, time, ...rest } = body as GameEventCreate & { version?: number };
  const { id: _, version: __, ...data } = rest as typeof rest & { id?: string };
  return { period, time, data: data as GameEventData };
};

/** POST: the stored event and whether it is new (a resent id answers the stored one). null: no game. */
export async function createEvent(db: Db, gameId: number, body: GameEventCreate, actor: Actor) {
  return db.transaction(async (tx) => {
    await lock(tx);
    const [game] = await tx.select({ id: games.id, status: games.status }).from(games).where(eq(games.id, gameId));
    if (!game) return null;
    const existing = await readOne(tx, body.id);
    if (existing && existing.gameId !== gameId)
      throw new Conflict('This event id belongs to another game', [{ path: 'id', message: 'Already used' }]);
    // A resend of an event stored before the end still answers it: the device's outbox empties.
    if (existing) return { event: existing, created: false };
    await refuseClosedSheet(tx, gameId, actor, game.status);
    const { period, time, data } = split(body);
    await refuseImpossible(tx, gameId, body, data);
    await refuseFullSheet(tx, gameId);
    await tx.insert(gameEvents).values({ id: body.id, gameId, seq: nextSeq, type: data.type, period, time, data });
    const event = (await readOne(tx, body.id))!;
    await recordAudit(tx, { actor, action: 'create', entity: 'game_event', entityId: body.id, after: event });
    await followPlay(tx, gameId, body, actor);
    return { event, created: true };
  });
}

/** The refused edit's answer: 409 with the stored event, so the device can show what won. */
const conflictWith = (event: StoredEvent) => {
  const message = 'This event was changed by someone else; the stored event is in `event`';
  return new Conflict(message, [{ path: 'version', message }], { event });
};

async function lockedEvent(tx: Tx, gameId: number, eventId: string, version: number | undefined, actor: Actor) {
  await lock(tx);
  await refuseClosedSheet(tx, gameId, actor);
  const event = await readOne(tx, eventId);
  if (!event || event.gameId !== gameId || event.deleted) throw NotFound.record('Event');
  if (version !== undefined && version !== event.version) throw conflictWith(event);
  return event;
}

const touched = {
  seq: nextSeq,
  version: sql`${gameEvents.version} + 1`,
  updatedAt: sql`greatest(now(), ${gameEvents.updatedAt} + interval '1 millisecond')`,
};

export async function updateEvent(db: Db, gameId: number, eventId: string, body: GameEventUpdate, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await lockedEvent(tx, gameId, eventId, body.version, actor);
    const { period, time, data } = split(body);
    await refuseImpossible(tx, gameId, body, data, eventId);
    await tx
      .update(gameEvents)
      .set({ ...touched, type: data.type, period, time, data })
      .where(eq(gameEvents.id, eventId));
    const event = (await readOne(tx, eventId))!;
    await recordAudit(tx, { actor, action: 'update', entity: 'game_event', entityId: eventId, before, after: event });
    return event;
  });
}

/** DELETE: leaves a tombstone with a new seq, so open streams hear of it. */
export async function deleteEvent(db: Db, gameId: number, eventId: string, version: number | undefined, actor: Actor) {
  return db.transaction(async (tx) => {
    const before = await lockedEvent(tx, gameId, eventId, version, actor);
    await tx
      .update(gameEvents)
      .set({ ...touched, deletedAt: sql`now()` })
      .where(eq(gameEvents.id, eventId));
    await recordAudit(tx, { actor, action: 'delete', entity: 'game_event', entityId: eventId, before });
  });
}

/** GET /api/live: the ids of a day's games (gameDate, the venue's calendar day), of one league if given. */
export async function gameIdsOn(db: Db, date: string, leagueId: number | undefined): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .leftJoin(seasons, eq(seasons.id, games.seasonId))
    .where(and(eq(games.gameDate, date), leagueId === undefined ? undefined : eq(seasons.leagueId, leagueId)));
  return rows.map((r) => r.id);
}
