import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api';
import { Outbox, type EventBody, type Op } from '#client/features/scorekeeper/offline/outbox';
import { backoff, flushOutbox, type Send } from '#client/features/scorekeeper/offline/send-outbox';
import type { GameEvent } from '#shared/schemas/game-event';

/** Issue 27, ADR 0028: the console's writes wait on the device and reach the server once each, in order. */
const GAME = 7;
const shot = (team: 'home' | 'away', time = '01:00'): EventBody => ({ type: 'shot', team, period: 1, time });

/** A fake server with the API's rules: a resent id answers the stored event; versions guard edits. */
function fakeServer() {
  const stored = new Map<string, GameEvent>();
  const log: string[] = [];
  let down = false;
  const send: Send = async (op: Op) => {
    if (down) throw new TypeError('Failed to fetch');
    log.push(`${op.kind} ${op.eventId}`);
    const have = stored.get(op.eventId);
    if (op.kind === 'create') {
      if (!have)
        stored.set(op.eventId, {
          ...op.body,
          id: op.eventId,
          gameId: GAME,
          seq: log.length,
          version: 1,
          createdAt: '',
          updatedAt: '',
        } as GameEvent);
      return stored.get(op.eventId)!;
    }
    if (!have) throw new ApiError(404, JSON.stringify({ message: 'Event not found' }));
    if (op.version !== have.version) throw new ApiError(409, JSON.stringify({ message: 'Changed since', event: have }));
    if (op.kind === 'delete') {
      stored.delete(op.eventId);
      return null;
    }
    const next = { ...have, ...op.body, version: have.version + 1 } as GameEvent;
    stored.set(op.eventId, next);
    return next;
  };
  return { stored, log, send, setDown: (d: boolean) => (down = d) };
}

let outbox: Outbox;
beforeEach(async () => {
  outbox = await Outbox.open(`test-${randomUUID()}`);
});
afterEach(() => outbox.close());

describe('the scorekeeper outbox', () => {
  it('keeps writes made offline and sends them in order once the network is back', async () => {
    const server = fakeServer();
    server.setDown(true);
    const ids = Array.from({ length: 5 }, () => randomUUID());
    for (const [i, id] of ids.entries()) await outbox.record(GAME, id, shot(i % 2 ? 'away' : 'home', `0${i}:00`));
    expect(await flushOutbox(outbox, GAME, server.send)).toEqual({ state: 'retry', refused: [] });
    expect((await outbox.pending(GAME)).map((o) => o.eventId)).toEqual(ids);
    expect((await outbox.events(GAME)).every((e) => e.version === null)).toBe(true);

    server.setDown(false);
    expect(await flushOutbox(outbox, GAME, server.send)).toEqual({ state: 'sent', refused: [] });
    expect(server.log).toEqual(ids.map((id) => `create ${id}`));
    expect(await outbox.pending(GAME)).toEqual([]);
    expect((await outbox.events(GAME)).map((e) => e.version)).toEqual([1, 1, 1, 1, 1]);
  });

  it('survives a reload: a new connection to the same database finds what was waiting', async () => {
    const name = `reload-${randomUUID()}`;
    const first = await Outbox.open(name);
    await first.record(GAME, randomUUID(), shot('home'));
    first.close();
    const again = await Outbox.open(name);
    expect(await again.pending(GAME)).toHaveLength(1);
    expect(await again.events(GAME)).toHaveLength(1);
    again.close();
  });

  it('stores an event once however often it is sent (a lost answer resends the create)', async () => {
    const server = fakeServer();
    const id = randomUUID();
    await outbox.record(GAME, id, shot('home'));
    const [op] = await outbox.pending(GAME);
    await server.send(op!); // reached the server, but the answer was lost: the op is still waiting
    await flushOutbox(outbox, GAME, server.send);
    expect(server.log).toEqual([`create ${id}`, `create ${id}`]);
    expect(server.stored.size).toBe(1);
  });

  it('folds an edit and an undo of an event not yet sent into its create', async () => {
    const server = fakeServer();
    const [a, b] = [randomUUID(), randomUUID()];
    await outbox.record(GAME, a, shot('home'));
    await outbox.record(GAME, b, shot('home'));
    await outbox.edit(GAME, a, shot('away', '02:00'));
    await outbox.remove(GAME, b);
    await flushOutbox(outbox, GAME, server.send);
    expect(server.log).toEqual([`create ${a}`]);
    expect(server.stored.get(a)).toMatchObject({ team: 'away', time: '02:00', version: 1 });
  });

  it('sends an edit and an undo of a sent event with the version they are based on', async () => {
    const server = fakeServer();
    const id = randomUUID();
    await outbox.record(GAME, id, shot('home'));
    await flushOutbox(outbox, GAME, server.send);
    await outbox.edit(GAME, id, shot('away'));
    await outbox.edit(GAME, id, shot('home', '03:00'));
    await flushOutbox(outbox, GAME, server.send);
    expect(server.stored.get(id)).toMatchObject({ time: '03:00', version: 3 });
    await outbox.remove(GAME, id);
    expect(await flushOutbox(outbox, GAME, server.send)).toEqual({ state: 'sent', refused: [] });
    expect(server.stored.size).toBe(0);
    expect(await outbox.events(GAME)).toEqual([]);
  });

  it('keeps an edit made while the create was on its way, and sends an undo made then', async () => {
    const server = fakeServer();
    const [a, b] = [randomUUID(), randomUUID()];
    await outbox.record(GAME, a, shot('home'));
    await outbox.record(GAME, b, shot('home'));
    const slow: Send = async (op) => {
      if (op.eventId === a && op.kind === 'create') await outbox.edit(GAME, a, shot('away'));
      if (op.eventId === b && op.kind === 'create') await outbox.remove(GAME, b);
      return server.send(op);
    };
    await flushOutbox(outbox, GAME, slow);
    // The edit takes the sent create's place in the queue; the undo goes last.
    expect(server.log).toEqual([`create ${a}`, `update ${a}`, `create ${b}`, `delete ${b}`]);
    expect(server.stored.get(a)).toMatchObject({ team: 'away', version: 2 });
    expect(server.stored.has(b)).toBe(false);
  });

  it('reports a conflicting edit with the stored event and goes on with the rest', async () => {
    const server = fakeServer();
    const [a, b] = [randomUUID(), randomUUID()];
    await outbox.record(GAME, a, shot('home'));
    await flushOutbox(outbox, GAME, server.send);
    server.stored.set(a, { ...server.stored.get(a)!, team: 'away', version: 2 } as GameEvent); // another scorekeeper
    await outbox.edit(GAME, a, shot('home', '09:00'));
    await outbox.record(GAME, b, shot('away'));
    const result = await flushOutbox(outbox, GAME, server.send);
    expect(result.state).toBe('sent');
    expect(result.refused).toEqual([
      { eventId: a, message: 'Changed since', stored: expect.objectContaining({ team: 'away', version: 2 }) },
    ]);
    expect((await outbox.events(GAME)).find((e) => e.id === a)).toMatchObject({ team: 'away', version: 2 });
    expect(server.stored.has(b)).toBe(true);
  });

  it('stops on a closed session and keeps the writes', async () => {
    await outbox.record(GAME, randomUUID(), shot('home'));
    const closed: Send = async () => {
      throw new ApiError(403, JSON.stringify({ message: 'Scoring has closed' }));
    };
    expect((await flushOutbox(outbox, GAME, closed)).state).toBe('blocked');
    expect(await outbox.pending(GAME)).toHaveLength(1);
  });

  it("adopts the server's events except those with a write waiting", async () => {
    const server = fakeServer();
    const [a, b] = [randomUUID(), randomUUID()];
    await outbox.record(GAME, a, shot('home'));
    await flushOutbox(outbox, GAME, server.send);
    await outbox.record(GAME, b, shot('away'));
    const other = { ...server.stored.get(a)!, id: randomUUID(), version: 1 } as GameEvent;
    await outbox.adopt(GAME, [other]);
    expect((await outbox.events(GAME)).map((e) => e.id).sort()).toEqual([b, other.id].sort());
  });

  it('backs off from 1 s, doubling, to at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(backoff)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
