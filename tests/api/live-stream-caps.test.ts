import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { rolesWorld } from '../helpers/roles-world';

/**
 * Issue 40 item 3: one client cannot exhaust the live streams. Before, `/api/live` took any league id
 * (a feed of its own to wake per id), streams were not capped (at 3,990 the server stopped answering)
 * and never ended.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
let base = '';
const opened: AbortController[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LIVE_STREAMS_PER_ADDRESS: '3', LIVE_STREAM_MAX_MINUTES: '0.02' });
  w = await rolesWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => opened.forEach((c) => c.abort()));

const open = async (path: string) => {
  const c = new AbortController();
  opened.push(c);
  const res = await fetch(`${base}${path}`, { headers: { accept: 'text/event-stream' }, signal: c.signal });
  return { res, close: () => c.abort() };
};
const day = () => `/api/live?date=${w.a.game.gameDate}`;

describe('live stream caps', () => {
  it('refuses a league that does not exist with 404, and takes one that does', async () => {
    const unknown = await t.app.inject({ url: `/api/live?date=${w.a.game.gameDate}&leagueId=987654` });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body).message).toMatch(/League/);
    const known = await open(`${day()}&leagueId=${w.a.league.id}`);
    expect(known.res.status).toBe(200);
    known.close();
  });

  it('answers 429 with Retry-After past the per-address cap, and frees the slot when a stream closes', async () => {
    // The previous test's stream may still be closing on the server: wait until three fit.
    const streams: Awaited<ReturnType<typeof open>>[] = [];
    for (let tries = 0; streams.length < 3 && tries < 50; tries++) {
      const s = await open(day());
      if (s.res.status === 200) streams.push(s);
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(streams).toHaveLength(3);
    const refused = await open(`/api/games/${w.a.game.id}/stream`);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toBe('30');
    expect(((await refused.res.json()) as { message: string }).message).toMatch(/Too many open live streams/);
    streams[0].close();
    let again = 429;
    for (let tries = 0; again === 429 && tries < 50; tries++) {
      again = (await open(day())).res.status;
      if (again === 429) await new Promise((r) => setTimeout(r, 50));
    }
    expect(again).toBe(200);
    // Health and pages still answer while the address is at its cap.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('ends a stream after LIVE_STREAM_MAX_MINUTES (the browser resumes by Last-Event-ID)', async () => {
    for (const c of opened) c.abort();
    let s = await open(day());
    for (let tries = 0; s.res.status === 429 && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 50));
      s = await open(day());
    }
    expect(s.res.status).toBe(200);
    const reader = s.res.body!.getReader();
    const started = Date.now();
    let done = false;
    while (!done && Date.now() - started < 20_000) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});
