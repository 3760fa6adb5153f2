import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '#server/db/schema';
import { sweepDecidedGames } from '#server/live/game-end-sweep';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { rolesWorld } from '../helpers/roles-world';

/**
 * Issue 39 item 3: live games end. A demo game said "LIVE · 3rd" three hours after its start beside
 * "End of 3rd Period". Now the game clock ends a live game whose events show it decided once no one
 * has written to it for ten minutes, through End game's own path.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof rolesWorld>>;
beforeAll(async () => {
  t = await buildTestApp({ GAME_CLOCK_SECONDS: '0' });
  w = await rolesWorld(t);
});

const post = (gameId: number, event: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/events`,
    headers: { cookie: t.admin },
    payload: { id: randomUUID(), ...event },
  });
const play = async (gameId: number, home: number, away: number, homeGoals: number, awayGoals: number) => {
  for (let p = 1; p <= 3; p++) {
    expect((await post(gameId, { type: 'period-start', period: p, time: '00:00' })).statusCode).toBe(201);
    if (p === 2) {
      for (let i = 0; i < homeGoals; i++)
        await post(gameId, { type: 'goal', period: 2, time: `0${i + 1}:00`, team: 'home', scorerPlayerId: home });
      for (let i = 0; i < awayGoals; i++)
        await post(gameId, { type: 'goal', period: 2, time: `1${i}:00`, team: 'away', scorerPlayerId: away });
    }
    expect((await post(gameId, { type: 'period-end', period: p, time: '20:00' })).statusCode).toBe(201);
  }
};
const quiet = (gameId: number) =>
  t.handle.db.execute(sql`update game_events set updated_at = now() - interval '11 minutes' where game_id = ${gameId}`);
const status = async (gameId: number) => (await t.handle.db.select().from(games).where(eq(games.id, gameId)))[0]!;

describe('the game clock', () => {
  it('ends a live game its events decided, once quiet for ten minutes, with its box score and an audit entry', async () => {
    const g = w.a.game.id;
    await play(g, w.a.player.id, w.a.player2.id, 2, 1);
    expect(await sweepDecidedGames(t.app)).toEqual([]);
    await quiet(g);
    expect(await sweepDecidedGames(t.app)).toEqual([g]);
    expect(await status(g)).toMatchObject({ status: 'final', homeScore: 2, awayScore: 1, outcome: 'REG' });
    expect(json(await t.app.inject({ url: `/api/games/${g}/boxscore` })).goals).toHaveLength(3);
    const audit = json(await t.app.inject({ url: '/api/audit?entity=box_score', headers: { cookie: t.admin } }));
    expect(audit[0]).toMatchObject({ actorRole: expect.stringMatching(/^game clock/), entityId: String(g) });
    // Once final it is left alone.
    expect(await sweepDecidedGames(t.app)).toEqual([]);
  });

  it('leaves a game level after the third live: overtime or a shootout follows', async () => {
    const g = w.b.game.id;
    await play(g, w.b.player.id, w.b.player2.id, 1, 1);
    await quiet(g);
    expect(await sweepDecidedGames(t.app)).toEqual([]);
    expect((await status(g)).status).toBe('live');
    // The overtime winner decides it.
    await post(g, { type: 'goal', period: 4, time: '02:10', team: 'away', scorerPlayerId: w.b.player2.id });
    await quiet(g);
    expect(await sweepDecidedGames(t.app)).toEqual([g]);
    expect(await status(g)).toMatchObject({ status: 'final', homeScore: 1, awayScore: 2, outcome: 'OT' });
  });
});
