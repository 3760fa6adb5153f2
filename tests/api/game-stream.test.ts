import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSse } from '../helpers/sse-reader';
import { liveWorld } from '../helpers/live-world';

/** Issue 27 part 3: live events pushed as Server-Sent Events, resumable with Last-Event-ID. */
const setup = liveWorld();

const shot = (team: 'home' | 'away', gameId = setup.w.a.game.id) =>
  setup.t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/events`,
    headers: { cookie: setup.t.admin },
    payload: { id: randomUUID(), period: 1, time: '03:00', type: 'shot', team },
  });

const open = async (url: string, headers?: Record<string, string>) => {
  const s = await openSse(`${setup.base}${url}`, headers);
  setup.streams.push(s);
  return s;
};

describe('live event streams', () => {
  it('sends a game stream each posted event, with retry and its seq as id', async () => {
    const s = await open(`/api/games/${setup.w.a.game.id}/stream`);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toContain('text/event-stream');
    expect((await shot('home')).statusCode).toBe(201);
    const [first] = await s.waitFor(1);
    expect(first).toMatchObject({ event: 'event', data: { type: 'shot', team: 'home' } });
    expect(first.id).toBe(String((first.data as { seq: number }).seq));
    expect(s.raw[0]).toContain('retry: ');
    // Another game's event does not reach this stream; an undo does, as a delete.
    await shot('away', setup.w.b.game.id);
    const second = JSON.parse((await shot('away')).body);
    await setup.t.app.inject({
      method: 'DELETE',
      url: `/api/games/${setup.w.a.game.id}/events/${second.id}`,
      headers: { cookie: setup.t.admin },
    });
    // The first shot also set the game live: a `game` message, in the same feed.
    const all = await s.waitFor(4);
    expect(all.map((m) => m.event)).toEqual(['event', 'game', 'event', 'delete']);
    expect(all.every((m) => (m.data as { gameId: number }).gameId === setup.w.a.game.id)).toBe(true);
  });

  it('resumes after Last-Event-ID with no gap and no duplicate', async () => {
    // A replay sends each event's latest change: the deleted one once, as its delete.
    const full = await open(`/api/games/${setup.w.a.game.id}/stream`);
    const before = await full.waitFor(3);
    expect(before.map((m) => m.event)).toEqual(['event', 'game', 'delete']);
    full.close();
    const lastSeen = before[0].id!;
    await shot('home');
    const resumed = await open(`/api/games/${setup.w.a.game.id}/stream`, { 'last-event-id': lastSeen });
    const after = await resumed.waitFor(3);
    expect(after.map((m) => m.event)).toEqual(['game', 'delete', 'event']);
    const seqs = after.map((m) => Number(m.id));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs[0]).toBe(Number(before[1].id));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs.includes(Number(lastSeen))).toBe(false);
  });

  it('streams a day of games from now on: /api/live', async () => {
    const day = (JSON.parse((await setup.t.app.inject({ url: `/api/games/${setup.w.a.game.id}` })).body) as { gameDate: string }).gameDate;
    const live = await open(`/api/live?date=${day}&leagueId=${setup.w.a.league.id}`);
    expect(live.status).toBe(200);
    await shot('home', setup.w.b.game.id);
    await shot('away');
    const [m] = await live.waitFor(1);
    expect(m.data).toMatchObject({ gameId: setup.w.a.game.id, team: 'away' });
    expect((await setup.t.app.inject({ url: '/api/live?date=2026-13-01' })).statusCode).toBe(400);
  });
});
