import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scorekeeperCookie } from '../helpers/roles-world';
import { openSse } from '../helpers/sse-reader';
import { liveWorld } from '../helpers/live-world';

/** Issue 27: play recorded in the console sets the game live on the server, pushed on the streams. */
const setup = liveWorld();

const gameOf = async (id: number) => JSON.parse((await setup.t.app.inject({ url: `/api/games/${id}` })).body);
const post = (cookie: string, gameId: number, event: object) =>
  setup.t.app.inject({ method: 'POST', url: `/api/games/${gameId}/events`, headers: { cookie }, payload: { id: randomUUID(), ...event } });

describe('a game being scored goes live', () => {
  it('stays scheduled for its lineups, goes live with period 1 started, and the day stream says so', async () => {
    const g = setup.w.a.game.id;
    const keeper = await scorekeeperCookie(setup.t, g);
    const live = await openSse(`${setup.base}/api/live?date=${(await gameOf(g)).gameDate}`);
    setup.streams.push(live);
    const lineup = await post(keeper, g, { type: 'lineup', period: 1, time: '00:00', team: 'home', playerIds: [setup.w.a.player.id] });
    expect(lineup.statusCode, lineup.body).toBe(201);
    expect((await gameOf(g)).status).toBe('scheduled');

    expect((await post(keeper, g, { type: 'period-start', period: 1, time: '00:00' })).statusCode).toBe(201);
    expect(await gameOf(g)).toMatchObject({ status: 'live', period: '1st' });
    const messages = await live.waitFor(3);
    expect(messages.map((m) => m.event)).toEqual(['event', 'event', 'game']);
    expect(messages[2].data).toMatchObject({ gameId: g, status: 'live', period: '1st' });
    // The scores page's list reads the same answer.
    const day = JSON.parse((await setup.t.app.inject({ url: `/api/games?date=${(await gameOf(g)).gameDate}` })).body) as {
      id: number;
      status: string;
    }[];
    expect(day.find((x) => x.id === g)?.status).toBe('live');

    // The next period started moves the game's period; the audit names the scorekeeper who set it live.
    await post(keeper, g, { type: 'period-start', period: 2, time: '00:00' });
    expect((await gameOf(g)).period).toBe('2nd');
    const audit = JSON.parse((await setup.t.app.inject({ url: '/api/audit?entity=game', headers: { cookie: setup.t.admin } })).body);
    expect(audit[0]).toMatchObject({ actorRole: `scorekeeper of game ${g}`, entityId: String(g), after: { status: 'live' } });
  });

  it('any first play does it (a shot), but never for a postponed game', async () => {
    const g = setup.w.b.game.id;
    expect((await post(setup.t.admin, g, { type: 'shot', period: 1, time: '01:00', team: 'away' })).statusCode).toBe(201);
    expect((await gameOf(g)).status).toBe('live');
    await setup.t.app.inject({
      method: 'PATCH',
      url: `/api/games/${g}`,
      headers: { cookie: setup.t.admin },
      payload: { status: 'postponed' },
    });
    await post(setup.t.admin, g, { type: 'shot', period: 1, time: '02:00', team: 'home' });
    expect((await gameOf(g)).status).toBe('postponed');
  });
});
