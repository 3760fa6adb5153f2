import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '#server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { rolesWorld, scorekeeperCookie } from '../helpers/roles-world';
import { openSse } from '../helpers/sse-reader';

/**
 * Issue 27: a change to the game itself (end game, a status a league manager sets) is a stream
 * message too, so an open page turns Final at once instead of at its next 30 s poll.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
let base: string;
const streams: { close: () => void }[] = [];

beforeAll(async () => {
  // A version read is trusted for a minute: only the stream's wake-up can make the next read fresh.
  t = await buildTestApp({ DATA_VERSION_CHECK_MS: '60000' });
  w = await rolesWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => streams.forEach((s) => s.close()));

const open = async (url: string, headers?: Record<string, string>) => {
  const s = await openSse(`${base}${url}`, headers);
  streams.push(s);
  return s;
};
type Stream = Awaited<ReturnType<typeof open>>;
type Mark = { gameId: number; seq: number; status: string; outcome: string | null };
const gameMessages = (s: Stream) => s.messages.filter((m) => m.event === 'game');
/** The game messages so far, once one says `status` (rejects after 5 s). */
const waitForStatus = async (s: Stream, status: string) => {
  const until = Date.now() + 5000;
  while (!gameMessages(s).some((m) => (m.data as Mark).status === status)) {
    if (Date.now() > until) throw new Error(`no game message with status ${status}: ${JSON.stringify(gameMessages(s))}`);
    await s.waitFor(s.messages.length + 1, 500).catch(() => undefined);
  }
  return gameMessages(s);
};

describe('game changes on the streams', () => {
  it('end game sends the final status to the game stream and the day stream, and a reconnect does not repeat it', async () => {
    const g = w.a.game.id;
    const keeper = await scorekeeperCookie(t, g);
    const day = (JSON.parse((await t.app.inject({ url: `/api/games/${g}` })).body) as { gameDate: string }).gameDate;
    const post = (event: object, cookie = keeper) =>
      t.app.inject({ method: 'POST', url: `/api/games/${g}/events`, headers: { cookie }, payload: { id: randomUUID(), ...event } });
    expect((await post({ type: 'goal', period: 1, time: '04:10', team: 'home', scorerPlayerId: w.a.player.id })).statusCode).toBe(201);

    const game = await open(`/api/games/${g}/stream`);
    const live = await open(`/api/live?date=${day}`);
    await game.waitFor(1);
    const ended = await t.app.inject({ method: 'POST', url: `/api/games/${g}/events/end`, headers: { cookie: keeper }, payload: {} });
    expect(ended.statusCode, ended.body).toBe(200);

    const final = (await waitForStatus(game, 'final')).find((m) => (m.data as Mark).status === 'final')!;
    expect(final.data).toMatchObject({ gameId: g, status: 'final', outcome: 'REG' });
    expect(final.id).toBe(String((final.data as { seq: number }).seq));
    const onDay = (await waitForStatus(live, 'final')).at(-1)!;
    expect(onDay.data).toMatchObject({ gameId: g, status: 'final' });

    // A page that reconnects after the final message is not told again; one from before it is, once.
    const after = await open(`/api/games/${g}/stream`, { 'last-event-id': final.id! });
    // The sheet is closed to the scorekeeper now (scoresheet-closed.test.ts): the correction is the admin's.
    expect((await post({ type: 'shot', period: 3, time: '19:00', team: 'away' }, t.admin)).statusCode).toBe(201);
    const [next] = await after.waitFor(1);
    expect(next.event).toBe('event');
    const replay = await open(`/api/games/${g}/stream`);
    const all = await replay.waitFor(3);
    expect(all.map((m) => m.event)).toEqual(['event', 'game', 'event']);
  });

  it("a league manager's status change (postponed, then live) reaches the streams and the read cache at once", async () => {
    const g = w.b.game.id;
    const s = await open(`/api/games/${g}/stream`);
    expect(JSON.parse((await t.app.inject({ url: `/api/games/${g}` })).body).status).toBe('scheduled');
    for (const status of ['postponed', 'live'] as const) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/games/${g}`, headers: { cookie: t.admin }, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
      expect((await waitForStatus(s, status)).at(-1)!.data).toMatchObject({ gameId: g, status });
    }
    // Another instance's write (straight to the database) wakes this one: its cached answer goes too.
    await t.handle.db.update(games).set({ status: 'cancelled' }).where(eq(games.id, g));
    await t.app.liveBus.publish(g);
    expect(JSON.parse((await t.app.inject({ url: `/api/games/${g}` })).body).status).toBe('cancelled');
  });

  it('results entry announces the games it changes', async () => {
    const g = w.b.game.id;
    const s = await open(`/api/games/${g}/stream`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games/results',
      headers: { cookie: t.admin },
      payload: { results: [{ id: g, homeScore: 3, awayScore: 1, status: 'final', outcome: 'REG' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await waitForStatus(s, 'final')).at(-1)!.data).toMatchObject({ gameId: g, status: 'final', outcome: 'REG' });
  });
});
