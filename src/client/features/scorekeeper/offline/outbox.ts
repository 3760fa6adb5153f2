import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { GameEvent, GameEventData } from '#shared/schemas/game-event';

/** What the console shows of an event: the server's copy, or the device's while it is not yet sent. */
export type ConsoleEvent = GameEventData & {
  id: string;
  gameId: number;
  period: number;
  time: string;
  /** The server's version once stored; null while only on the device. */
  version: number | null;
  /** When it was entered (ms): orders events at the same second of play. */
  enteredAt: number;
};
export type EventBody = GameEventData & { period: number; time: string };

/** One write waiting to be sent, in the order it was made (`seq`). */
export type Op =
  | { seq?: number; gameId: number; kind: 'create'; eventId: string; body: EventBody }
  | { seq?: number; gameId: number; kind: 'update'; eventId: string; body: EventBody; version: number }
  | { seq?: number; gameId: number; kind: 'delete'; eventId: string; version: number };

interface OutboxDb extends DBSchema {
  ops: { key: number; value: Op; indexes: { game: number } };
  events: { key: string; value: ConsoleEvent; indexes: { game: number } };
  /** The game and its rosters as last read, so a reload without a network still has names to show. */
  snapshots: { key: number; value: { gameId: number; value: unknown } };
}

const strip = (e: GameEvent): ConsoleEvent => {
  const { seq: _s, createdAt, updatedAt: _u, ...rest } = e as GameEvent & { deleted?: boolean };
  delete (rest as { deleted?: boolean }).deleted;
  return { ...rest, enteredAt: Date.parse(createdAt) || 0 } as ConsoleEvent;
};

/**
 * Issue 27, ADR 0028: the scorekeeper's writes kept on the device (IndexedDB) until the server has
 * them, so a console offline for a whole period, or reloaded, loses nothing. Edits and deletes of an
 * event not yet sent are folded into its pending create: the server sees one event as it ended up.
 */
export class Outbox {
  private constructor(private readonly db: IDBPDatabase<OutboxDb>) {}

  static async open(name = 'hd-scorekeeper'): Promise<Outbox> {
    const db = await openDB<OutboxDb>(name, 1, {
      upgrade(d) {
        d.createObjectStore('ops', { keyPath: 'seq', autoIncrement: true }).createIndex('game', 'gameId');
        d.createObjectStore('events', { keyPath: 'id' }).createIndex('game', 'gameId');
        d.createObjectStore('snapshots', { keyPath: 'gameId' });
      },
    });
    return new Outbox(db);
  }

  close() {
    this.db.close();
  }

  async saveSnapshot<T>(gameId: number, value: T): Promise<void> {
    await this.db.put('snapshots', { gameId, value });
  }

  async snapshot<T>(gameId: number): Promise<T | undefined> {
    return (await this.db.get('snapshots', gameId))?.value as T | undefined;
  }

  /** The writes not yet sent, oldest first. */
  async pending(gameId: number): Promise<Op[]> {
    return this.db.getAllFromIndex('ops', 'game', gameId);
  }

  /** The game's events as the console knows them: the server's, with the device's writes applied. */
  async events(gameId: number): Promise<ConsoleEvent[]> {
    return this.db.getAllFromIndex('events', 'game', gameId);
  }

  async record(gameId: number, id: string, body: EventBody, enteredAt = Date.now()): Promise<void> {
    const tx = this.db.transaction(['ops', 'events'], 'readwrite');
    await tx.objectStore('events').put({ ...body, id, gameId, version: null, enteredAt } as ConsoleEvent);
    await tx.objectStore('ops').add({ gameId, kind: 'create', eventId: id, body });
    await tx.done;
  }

  async edit(gameId: number, id: string, body: EventBody): Promise<void> {
    const tx = this.db.transaction(['ops', 'events'], 'readwrite');
    const ops = tx.objectStore('ops');
    const stored = await tx.objectStore('events').get(id);
    if (!stored) throw new Error('No such event on this device');
    const create = (await ops.index('game').getAll(gameId)).find(
      (o): o is Extract<Op, { kind: 'create' }> => o.eventId === id && o.kind === 'create',
    );
    if (create) await ops.put({ ...create, body });
    else await ops.add({ gameId, kind: 'update', eventId: id, body, version: stored.version ?? 1 });
    await tx.objectStore('events').put({ ...body, id, gameId, version: stored.version, enteredAt: stored.enteredAt } as ConsoleEvent);
    await tx.done;
  }

  async remove(gameId: number, id: string): Promise<void> {
    const tx = this.db.transaction(['ops', 'events'], 'readwrite');
    const ops = tx.objectStore('ops');
    const stored = await tx.objectStore('events').get(id);
    const mine = (await ops.index('game').getAll(gameId)).filter((o) => o.eventId === id);
    if (mine.some((o) => o.kind === 'create')) {
      // Never sent: the server need not hear of it at all.
      for (const o of mine) await ops.delete(o.seq!);
    } else if (stored) {
      for (const o of mine) await ops.delete(o.seq!);
      await ops.add({ gameId, kind: 'delete', eventId: id, version: stored.version ?? 1 });
    }
    await tx.objectStore('events').delete(id);
    await tx.done;
  }

  /**
   * The server has the write `sent`: drop it and keep the server's copy. A write made while it was
   * on its way still goes: an edit of the sent create becomes an update, an undo of it a delete,
   * and writes waiting for the same event are now based on the server's new version.
   */
  async acknowledge(sent: Op, saved: GameEvent | null): Promise<void> {
    const tx = this.db.transaction(['ops', 'events'], 'readwrite');
    const ops = tx.objectStore('ops');
    const events = tx.objectStore('events');
    const { gameId, eventId } = sent;
    const current = await ops.get(sent.seq!);
    if (current?.kind === 'create' && sent.kind === 'create' && saved && JSON.stringify(current.body) !== JSON.stringify(sent.body))
      await ops.put({ seq: current.seq, gameId, kind: 'update', eventId, body: current.body, version: saved.version });
    else if (current) await ops.delete(sent.seq!);
    else if (sent.kind === 'create' && saved) await ops.add({ gameId, kind: 'delete', eventId, version: saved.version });
    const rest = (await ops.index('game').getAll(gameId)).filter((o) => o.eventId === eventId);
    if (saved) for (const o of rest) if (o.kind !== 'create') await ops.put({ ...o, version: saved.version });
    const local = await events.get(eventId);
    if (rest.length === 0 && saved && sent.kind !== 'delete') await events.put(strip(saved));
    else if (rest.length === 0) await events.delete(eventId);
    else if (local && saved) await events.put({ ...local, version: saved.version });
    await tx.done;
  }

  /** The server refused the write (a conflict, an invalid event): drop every write of that event, show the server's copy. */
  async discard(sent: Op, stored: GameEvent | null): Promise<void> {
    const tx = this.db.transaction(['ops', 'events'], 'readwrite');
    const ops = tx.objectStore('ops');
    for (const o of await ops.index('game').getAll(sent.gameId)) if (o.eventId === sent.eventId) await ops.delete(o.seq!);
    if (stored) await tx.objectStore('events').put(strip(stored));
    else await tx.objectStore('events').delete(sent.eventId);
    await tx.done;
  }

  /**
   * The server's events replace the device's copy, except those with a write still waiting (the
   * device's is newer). An event the server no longer has, with nothing waiting, is dropped.
   */
  async adopt(gameId: number, server: readonly GameEvent[]): Promise<void> {
    const tx = this.db.transaction(['ops', 'events'], 'readwrite');
    const waiting = new Set((await tx.objectStore('ops').index('game').getAll(gameId)).map((o) => o.eventId));
    const events = tx.objectStore('events');
    const seen = new Set(server.map((e) => e.id));
    for (const e of await events.index('game').getAll(gameId)) if (!seen.has(e.id) && !waiting.has(e.id)) await events.delete(e.id);
    for (const e of server) if (!waiting.has(e.id)) await events.put(strip(e));
    await tx.done;
  }
}
