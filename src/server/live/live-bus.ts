import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../db/client';

const CHANNEL = 'game_events';

/** Wakes the streams of every instance listening on this PostgreSQL (from a server or a command-line import). */
export async function notifyListeners(db: Db, gameId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${String(gameId)})`);
}

/**
 * Issue 27, ADR 0025: tells every open stream of every instance that a game's events changed. The
 * message is only a wake-up naming the game: streams read what changed from the table (after their
 * last `seq`), so a lost or merged message costs latency, never an event. PostgreSQL: NOTIFY, with
 * one LISTEN connection per instance; the embedded database has one process, so in process.
 */
export interface LiveBus {
  publish(gameId: number): Promise<void>;
  subscribe(listener: (gameId: number) => void): () => void;
  close(): Promise<void>;
}

export async function openLiveBus(handle: DbHandle, onError: (err: Error) => void): Promise<LiveBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const emit = (gameId: number) => local.emit('game', gameId);
  const subscribe = (listener: (gameId: number) => void) => {
    local.on('game', listener);
    return () => local.off('game', listener);
  };
  if (handle.kind !== 'postgres' || !handle.url)
    return { publish: async (gameId) => void emit(gameId), subscribe, close: async () => undefined };

  let client: pg.Client | null = null;
  let closed = false;
  let wasLost = false;
  const connect = async () => {
    const c = new pg.Client({ connectionString: handle.url });
    c.on('notification', (msg) => {
      const gameId = Number(msg.payload);
      if (Number.isInteger(gameId)) emit(gameId);
    });
    // A dropped LISTEN session is opened again. 'error' and 'end' may both come for one loss: one retry.
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || closed) return;
      lost = true;
      wasLost = true;
      if (err) onError(err);
      if (client === c) client = null;
      retry();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      // What was announced while no session listened never arrives: every stream reads what it missed.
      if (wasLost) emit(0);
      wasLost = false;
    } catch (err) {
      // The app starts (and serves what it can) while the database is away; listening begins when it is back.
      onLost(err as Error);
      await c.end().catch(() => undefined);
    }
  };
  const retry = () => {
    if (!closed) setTimeout(() => void connect(), 1000).unref();
  };
  await connect();
  return {
    publish: (gameId) => notifyListeners(handle.db, gameId),
    subscribe,
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
