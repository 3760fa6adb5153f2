import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieHeader, json } from '../helpers/build-test-app';
import { openSse } from '../helpers/sse-reader';
import { liveWorld } from '../helpers/live-world';

/**
 * Issue 27 faults: two scorekeepers on one game (two devices, a code each) see each other's events on
 * the game's stream, and an edit based on a version the other has changed since is refused 409 with
 * the stored event, which is what both streams show.
 */
const setup = liveWorld();

type Stored = { id: string; version: number; team: string; time: string; seq: number };

describe('two scorekeepers on one game', () => {
  it("see each other's events, and the stale edit is refused with the stored event", async () => {
    const gameId = setup.w.a.game.id;
    // A code is bound to the device that enters it first (issue 39): each scorekeeper gets his own.
    const enter = async () => {
      const made = await setup.t.app.inject({
        method: 'POST',
        url: `/api/games/${gameId}/codes`,
        headers: { cookie: setup.w.lm },
        payload: {},
      });
      expect(made.statusCode).toBe(201);
      const res = await setup.t.app.inject({ method: 'POST', url: '/api/score-sessions', payload: { code: json(made).code } });
      expect(res.statusCode).toBe(200);
      return cookieHeader(res);
    };
    const [ann, ben] = [await enter(), await enter()];
    const send = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
      setup.t.app.inject({ method, url: `/api/games/${gameId}/events${url}`, headers: { cookie }, payload });
    const watch = async (cookie: string) => {
      // The first shot also sets the game live (a `game` message): this test follows the events.
      const s = await openSse(`${setup.base}/api/games/${gameId}/stream`, { cookie }, ['game']);
      setup.streams.push(s);
      return s;
    };
    const [annSees, benSees] = [await watch(ann), await watch(ben)];

    const byAnn = await send(ann, 'POST', '', { id: randomUUID(), type: 'shot', team: 'home', period: 1, time: '02:00' });
    const byBen = await send(ben, 'POST', '', { id: randomUUID(), type: 'shot', team: 'away', period: 1, time: '02:30' });
    expect([byAnn.statusCode, byBen.statusCode]).toEqual([201, 201]);
    for (const s of [annSees, benSees]) {
      const seen = await s.waitFor(2);
      expect(seen.map((m) => (m.data as Stored).id)).toEqual([json(byAnn).id, json(byBen).id]);
    }

    // Both open Ann's shot at version 1; Ben saves first, Ann's save is then stale.
    const shotId = json(byAnn).id as string;
    const benEdit = await send(ben, 'PATCH', `/${shotId}`, { type: 'shot', team: 'away', period: 1, time: '02:05', version: 1 });
    expect(benEdit.statusCode, benEdit.body).toBe(200);
    const annEdit = await send(ann, 'PATCH', `/${shotId}`, { type: 'shot', team: 'home', period: 1, time: '02:10', version: 1 });
    expect(annEdit.statusCode).toBe(409);
    const refused = json(annEdit) as { message: string; event: Stored };
    expect(refused.message).toMatch(/changed by someone else/);
    expect(refused.event).toMatchObject({ id: shotId, version: 2, team: 'away', time: '02:05' });
    // What both streams show is the stored event, the one the refusal named; Ann's edit never appears.
    for (const s of [annSees, benSees]) {
      const [, , edited] = await s.waitFor(3);
      expect(edited.data).toMatchObject({ id: shotId, version: 2, team: 'away', time: '02:05' });
    }
    const stored = json(await setup.t.app.inject({ url: `/api/games/${gameId}/events` })) as Stored[];
    expect(stored.find((e) => e.id === shotId)).toMatchObject({ version: 2, team: 'away' });
    // With the stored version Ann's edit goes through.
    const retried = await send(ann, 'PATCH', `/${shotId}`, { type: 'shot', team: 'home', period: 1, time: '02:10', version: 2 });
    expect(retried.statusCode).toBe(200);
    expect(json(retried)).toMatchObject({ version: 3, team: 'home' });
  });
});
