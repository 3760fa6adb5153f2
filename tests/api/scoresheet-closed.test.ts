import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameEvents, games } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld, scorekeeperCookie } from '../helpers/roles-world';

// Issues 39 item 1 and 40 item 4: the sheet closes at End game. Before, a goal posted by the scorekeeper
// after the final went into the play-by-play (201) and a second End game overwrote the league's result.
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
let keeper: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await rolesWorld(t);
  keeper = await scorekeeperCookie(t, w.a.game.id);
}, 120_000);

const send = (cookie: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const goal = (team: 'home', time: string, id = randomUUID()) => ({
  id,
  type: 'goal',
  period: 1,
  time,
  team,
  scorerPlayerId: w.a.player.id,
});
const eventCount = async (gameId: number) => (await t.handle.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId))).length;

describe('a closed scoresheet (issues 39, 40)', () => {
  it('after End game the scorekeeper can add, change, delete or end nothing; a resent event still answers', async () => {
    const g = w.a.game.id;
    const first = goal('home', '05:00');
    expect((await send(keeper, 'POST', `/api/games/${g}/events`, first)).statusCode).toBe(201);
    expect((await send(keeper, 'POST', `/api/games/${g}/events/end`, {})).statusCode).toBe(200);
    const stored = await eventCount(g);

    const late = await send(keeper, 'POST', `/api/games/${g}/events`, goal('home', '09:00'));
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toMatch(/This game is final: the scoresheet is closed to scorekeepers/);
    const { period, time, team, scorerPlayerId, type } = first;
    expect(
      (await send(keeper, 'PATCH', `/api/games/${g}/events/${first.id}`, { type, period, time, team, scorerPlayerId, version: 1 }))
        .statusCode,
    ).toBe(409);
    expect((await send(keeper, 'DELETE', `/api/games/${g}/events/${first.id}`)).statusCode).toBe(409);
    expect((await send(keeper, 'POST', `/api/games/${g}/events/end`, {})).statusCode).toBe(409);
    // The device's outbox resending what was stored before the end empties without a second event.
    expect((await send(keeper, 'POST', `/api/games/${g}/events`, first)).statusCode).toBe(200);
    expect(await eventCount(g)).toBe(stored);
    const game = json(await t.app.inject({ url: `/api/games/${g}` }));
    expect(game).toMatchObject({ status: 'final', homeScore: 1, awayScore: 0 });
  });

  it("the league's manager may still correct the closed sheet", async () => {
    const g = w.a.game.id;
    const res = await send(w.lm, 'POST', `/api/games/${g}/events`, goal('home', '12:00'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a cancelled or postponed game takes no scorekeeper events', async () => {
    const [other] = await t.handle.db
      .insert(games)
      .values({
        homeTeamId: w.a.team.id,
        awayTeamId: w.a.team2.id,
        seasonId: w.a.season.id,
        gameDate: w.a.game.gameDate,
        startsAt: w.a.game.startsAt,
      })
      .returning();
    const code = await scorekeeperCookie(t, other.id);
    for (const status of ['cancelled', 'postponed'] as const) {
      await t.handle.db.update(games).set({ status }).where(eq(games.id, other.id));
      const res = await send(code, 'POST', `/api/games/${other.id}/events`, goal('home', '03:00'));
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toContain(`This game is ${status}`);
      expect((await send(code, 'POST', `/api/games/${other.id}/events/end`, {})).statusCode).toBe(409);
    }
    expect(await eventCount(other.id)).toBe(0);
  });
});
