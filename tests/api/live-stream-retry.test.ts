import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStream } from '#server/live/sse-stream';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { rolesWorld } from '../helpers/roles-world';
import { openSse } from '../helpers/sse-reader';

/**
 * ADR 0025: a stream whose read fails (a connection dropped, a pool that timed out under load) tries
 * again by itself. Waiting for the next write instead would leave a quiet game's page behind for good.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
let base: string;
let failuresLeft = 0;
const streams: { close: () => void }[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    // The game stream's own options, with a game list that fails while `failuresLeft` lasts.
    app.get<{ Params: { id: string } }>('/test/flaky-stream/:id', async (request, reply) => {
      const id = Number(request.params.id);
      const gameIds = async () => {
        if (failuresLeft-- > 0) throw new Error('connection terminated');
        return [id];
      };
      await serveStream(request, reply, {
        db: app.db,
        bus: app.liveBus,
        gameIds,
        feed: `flaky:${id}`,
        startAfter: 0,
        heartbeatMs: 15_000,
        open: new Set(),
      });
    });
  });
  w = await rolesWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => streams.forEach((s) => s.close()));

describe('a stream whose read fails', () => {
  it('reads again by itself and sends what it missed, with no write to wake it', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/games/${w.a.game.id}/events`,
      headers: { cookie: t.admin },
      payload: { id: randomUUID(), period: 1, time: '04:00', type: 'shot', team: 'home' },
    });
    expect(posted.statusCode).toBe(201);
    failuresLeft = 2;
    const s = await openSse(`${base}/test/flaky-stream/${w.a.game.id}`);
    streams.push(s);
    const messages = await s.waitFor(2, 10_000);
    expect(messages.map((m) => m.event)).toEqual(['event', 'game']);
    expect(failuresLeft).toBeLessThan(0);
  });
});
