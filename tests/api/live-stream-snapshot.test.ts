import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { liveWorld } from '../helpers/live-world';
import { openSse } from '../helpers/sse-reader';

/**
 * ADR 0025: a stream reads the events and the game changes after its last seq as one snapshot. Read as two
 * statements, a write that committed between them (CI, 2026-11-27: a shot and the `live` it set) showed the
 * game change without the event before it; the stream moved past both and the event was never sent.
 */
const setup = liveWorld();

/**
 * Holds the next read of the game changes (a stream's second read) until `release` is called, whether it is
 * sent on the database's own client, a pooled connection (node-postgres) or a transaction (PGlite).
 */
function holdNextMarksRead(db: unknown) {
  const session = (db as { session: { client: object } }).session;
  const client = session.client;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let reached!: () => void;
  const held = new Promise<void>((r) => (reached = r));
  let armed = true;
  type Fn = (...a: unknown[]) => unknown;
  const gated = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, key) {
        const value = Reflect.get(t, key) as unknown;
        if (typeof value !== 'function') return value;
        const fn = (value as Fn).bind(t);
        if (key === 'connect') return async () => gated((await fn()) as object);
        if (key === 'transaction') return (cb: Fn, ...rest: unknown[]) => fn((tx: object) => cb(gated(tx)), ...rest);
        if (key !== 'query') return fn;
        return async (text: unknown, ...rest: unknown[]) => {
          const sqlText = typeof text === 'string' ? text : String((text as { text?: string }).text);
          if (armed && sqlText.includes('from "game_stream_marks"')) {
            armed = false;
            reached();
            await released;
          }
          return fn(text, ...rest);
        };
      },
    });
  session.client = gated(client);
  return { held, release, restore: () => (session.client = client) };
}

const shot = (gameId: number) =>
  setup.t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/events`,
    headers: { cookie: setup.t.admin },
    payload: { id: randomUUID(), period: 1, time: '05:00', type: 'shot', team: 'home' },
  });

describe('a stream read while a write commits', () => {
  it('sends the event and the game change it made, in order, never the change alone', async () => {
    const { a, b } = setup.w;
    const s = await openSse(`${setup.base}/api/games/${a.game.id}/stream`);
    setup.streams.push(s);
    await new Promise((r) => setTimeout(r, 300)); // its first read (nothing to send) is done
    const hold = holdNextMarksRead(setup.t.app.db);
    try {
      // Another game's shot wakes the stream: it reads game A's events (none yet), then waits before the changes.
      expect((await shot(b.game.id)).statusCode).toBe(201);
      await hold.held;
      // Game A's first shot commits in between: an event, and the game set live (a game change after it).
      const posted = shot(a.game.id);
      // On the embedded engine a snapshot's transaction holds the database: the write waits for the read.
      await Promise.race([posted, new Promise((r) => setTimeout(r, 1500))]);
      hold.release();
      expect((await posted).statusCode).toBe(201);
    } finally {
      hold.restore();
    }
    const messages = await s.waitFor(2, 10_000);
    expect(messages.map((m) => m.event)).toEqual(['event', 'game']);
  });
});
