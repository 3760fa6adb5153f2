import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld } from '../helpers/roles-world';

/**
 * Issue 27: the scores, team and home pages read games from the lists; a live game being scored shows
 * what its events add up to there at once (each event changes the games data version, so no cached
 * answer keeps the old score), and a live game nobody scores keeps the score typed in.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
}, 120_000);

type Row = { id: number; homeScore: number | null; awayScore: number | null; status: string };
const listed = async (url: string, id: number) => (json(await t.app.inject({ url })) as Row[]).find((g) => g.id === id)!;
const post = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/games/${w.a.game.id}/events`,
    headers: { cookie: t.admin },
    payload: { id: randomUUID(), ...payload },
  });

describe('a live game scored by events', () => {
  it('shows the score its events add up to on the day list, the team list and the game, cache or not', async () => {
    const game = w.a.game;
    const day = `/api/games?date=${game.gameDate}`;
    const team = `/api/games?teamId=${w.a.team.id}&from=${game.gameDate}&order=asc`;
    const put = await t.app.inject({
      method: 'PATCH',
      url: `/api/games/${game.id}`,
      headers: { cookie: t.admin },
      payload: { status: 'live', homeScore: 4, awayScore: 4 },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Not scored by events yet: the typed score stands (and is now in the read cache).
    expect(await listed(day, game.id)).toMatchObject({ status: 'live', homeScore: 4, awayScore: 4 });

    expect((await post({ type: 'period-start', period: 1, time: '00:00' })).statusCode).toBe(201);
    expect(await listed(day, game.id)).toMatchObject({ homeScore: 0, awayScore: 0 });
    const goal = await post({ type: 'goal', period: 1, time: '03:10', team: 'home', scorerPlayerId: w.a.player.id });
    expect(goal.statusCode).toBe(201);
    const ps = { type: 'penalty-shot', period: 2, time: '01:00', team: 'away', shooterPlayerId: w.a.player2.id, infraction: 'Hooking' };
    expect((await post({ ...ps, scored: true })).statusCode).toBe(201);
    expect((await post({ ...ps, time: '02:00', scored: false })).statusCode).toBe(201);
    expect((await post({ type: 'shot', period: 2, time: '03:00', team: 'home' })).statusCode).toBe(201);
    expect(await listed(day, game.id)).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect(await listed(team, game.id)).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect(json(await t.app.inject({ url: `/api/games/${game.id}` }))).toMatchObject({ homeScore: 1, awayScore: 1 });

    // An undone goal is gone from the score too.
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/${game.id}/events/${json(goal).id}`,
      headers: { cookie: t.admin },
    });
    expect(undo.statusCode).toBe(204);
    expect(await listed(day, game.id)).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('leaves other games, and games that are not live, with their stored score', async () => {
    expect(await listed(`/api/games?date=${w.b.game.gameDate}`, w.b.game.id)).toMatchObject({ homeScore: null, awayScore: null });
  });
});
