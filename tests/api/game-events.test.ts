import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { rolesWorld, scorekeeperCookie } from '../helpers/roles-world';

/** Issue 27 part 2: a game's live events — stored once per device id, ordered, edited with versions. */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
let keeper: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
  keeper = await scorekeeperCookie(t, w.a.game.id);
}, 120_000);

const post = (cookie: string, payload: object, gameId = w.a.game.id) =>
  t.app.inject({ method: 'POST', url: `/api/games/${gameId}/events`, headers: { cookie }, payload });
const list = async (gameId = w.a.game.id) => JSON.parse((await t.app.inject({ url: `/api/games/${gameId}/events` })).body);

describe('live game events', () => {
  it('stores an event once however often its device id is sent, and lists them in play order', async () => {
    const goal = { id: randomUUID(), period: 2, time: '05:10', type: 'goal', team: 'home', scorerPlayerId: w.a.player.id };
    const shot = { id: randomUUID(), period: 1, time: '12:00', type: 'shot', team: 'away' };
    const first = await post(keeper, goal);
    expect(first.statusCode, first.body).toBe(201);
    expect(JSON.parse(first.body)).toMatchObject({ type: 'goal', strength: 'EV', emptyNet: false, version: 1, gameId: w.a.game.id });
    const again = await post(keeper, goal);
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body).seq).toBe(JSON.parse(first.body).seq);
    expect((await post(t.admin, shot)).statusCode).toBe(201);
    const events = await list();
    expect(events.map((e: { id: string }) => e.id)).toEqual([shot.id, goal.id]);
  });

  it('refuses a malformed event with field messages, and an id another game holds', async () => {
    const bad = await post(keeper, {
      id: 'not-a-uuid',
      period: 1,
      time: '61:99',
      type: 'penalty',
      team: 'home',
      playerId: null,
      minutes: 3,
    });
    expect(bad.statusCode).toBe(400);
    const paths = JSON.parse(bad.body).errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['id', 'time', 'minutes', 'infraction']));
    const id = randomUUID();
    expect((await post(t.admin, { id, period: 1, time: '01:00', type: 'period-start' })).statusCode).toBe(201);
    const reused = await post(t.admin, { id, period: 1, time: '01:00', type: 'period-start' }, w.b.game.id);
    expect(reused.statusCode).toBe(409);
  });

  it('refuses a goal its scorer assists, or with one player for both assists, when it arrives', async () => {
    const scorer = w.a.player.id;
    const goal = { period: 1, time: '03:00', type: 'goal', team: 'home', scorerPlayerId: scorer };
    const own = await post(keeper, { ...goal, id: randomUUID(), assist1PlayerId: scorer });
    expect(own.statusCode, own.body).toBe(400);
    expect(JSON.parse(own.body).errors).toEqual([
      expect.objectContaining({ path: 'assist1PlayerId', message: 'The scorer cannot assist his own goal' }),
    ]);
    const twice = await post(keeper, { ...goal, id: randomUUID(), assist1PlayerId: scorer + 1, assist2PlayerId: scorer + 1 });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(JSON.parse(twice.body).errors.map((e: { path: string }) => e.path)).toEqual(['assist2PlayerId']);
  });

  it('refuses an edit based on an older version with the stored event, and deletes on undo', async () => {
    const id = randomUUID();
    const base = { period: 3, time: '10:00', type: 'penalty', team: 'away', playerId: null, minutes: 2, infraction: 'Too many men' };
    await post(keeper, { id, ...base });
    const url = `/api/games/${w.a.game.id}/events/${id}`;
    const edit = await t.app.inject({ method: 'PATCH', url, headers: { cookie: keeper }, payload: { ...base, minutes: 4, version: 1 } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(JSON.parse(edit.body)).toMatchObject({ minutes: 4, version: 2 });
    const stale = await t.app.inject({ method: 'PATCH', url, headers: { cookie: t.admin }, payload: { ...base, minutes: 5, version: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(JSON.parse(stale.body).event).toMatchObject({ id, minutes: 4, version: 2 });
    expect((await t.app.inject({ method: 'DELETE', url: `${url}?version=1`, headers: { cookie: keeper } })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}?version=2`, headers: { cookie: keeper } })).statusCode).toBe(204);
    expect((await list()).some((e: { id: string }) => e.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: keeper } })).statusCode).toBe(404);
  });

  it('names the scorekeeper in the audit log, and answers 404 for an unknown game', async () => {
    const audit = JSON.parse((await t.app.inject({ url: '/api/audit?entity=game_event', headers: { cookie: t.admin } })).body);
    expect(audit.some((a: { actorRole: string }) => a.actorRole === `scorekeeper of game ${w.a.game.id}`)).toBe(true);
    expect((await t.app.inject({ url: '/api/games/999999/events' })).statusCode).toBe(404);
  });
});
