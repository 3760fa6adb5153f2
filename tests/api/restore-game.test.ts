import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { boxScoreWorld } from '../helpers/box-score-world';
import { regulationBox, regulationGame } from '../helpers/box-score-fixtures';

let t: TestApp;
let w: Awaited<ReturnType<typeof boxScoreWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await boxScoreWorld(t);
});

const admin = () => ({ cookie: t.admin });
const deleteEntry = async (gameId: number) =>
  (
    await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.entity, 'game'), eq(auditLog.entityId, String(gameId))))
      .orderBy(desc(auditLog.id))
  )[0]!;
const restore = (auditId: number, cookie: string | null = t.admin) =>
  t.app.inject({ method: 'POST', url: `/api/audit/${auditId}/restore`, headers: cookie ? { cookie } : {} });

// Issue 18 item 3 for games: a deleted game takes its box score with it; the audit entry keeps
// both and a restore brings them back, with the players' season lines.
describe('restoring a deleted game', () => {
  it('brings back the game with its id, its box score and its players’ totals', async () => {
    const gameId = await w.game(regulationGame);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/boxscore`, payload: regulationBox(w.id), headers: admin() }))
        .statusCode,
    ).toBe(200);
    const box = json(await t.app.inject({ url: `/api/games/${gameId}/boxscore` }));
    const stats = json(await t.app.inject({ url: `/api/players/${w.id('h1')}/stats` }));
    expect(stats.skater.seasons[0]).toMatchObject({ goals: 2 });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}`, headers: admin() })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/games/${gameId}` })).statusCode).toBe(404);
    expect(json(await t.app.inject({ url: `/api/players/${w.id('h1')}/stats` })).skater.seasons).toEqual([]);
    const entry = await deleteEntry(gameId);
    expect(entry.after).toMatchObject({ boxScore: { goals: expect.any(Array), lineup: expect.any(Array) } });

    expect((await restore(entry.id, t.user)).statusCode).toBe(403);
    const res = await restore(entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ entity: 'game', id: gameId, restored: [{ table: 'box_scores', count: 1 }] });
    expect(json(await t.app.inject({ url: `/api/games/${gameId}` }))).toMatchObject({ id: gameId, homeScore: 4, awayScore: 2 });
    expect(json(await t.app.inject({ url: `/api/games/${gameId}/boxscore` }))).toEqual(box);
    expect(json(await t.app.inject({ url: `/api/players/${w.id('h1')}/stats` }))).toEqual(stats);
    expect((await restore(entry.id)).statusCode).toBe(409);
  });

  it('a game without a box score comes back alone, and new games take fresh ids', async () => {
    const gameId = await w.game({ status: 'scheduled', homeScore: null, awayScore: null, outcome: null, seasonType: 'regular' });
    await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}`, headers: admin() });
    const res = await restore((await deleteEntry(gameId)).id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).restored).toEqual([]);
    const fresh = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { homeTeamId: w.home.id, awayTeamId: w.away.id, gameDate: '2025-01-20' },
        headers: admin(),
      }),
    );
    expect(fresh.id).toBeGreaterThan(gameId);
  });

  it('refuses (409, nothing restored) when a team of the game has been deleted since', async () => {
    const team = json(
      await t.app.inject({ method: 'POST', url: '/api/teams', payload: { name: 'Gone Gulls', city: 'Gone' }, headers: admin() }),
    );
    const game = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { homeTeamId: team.id, awayTeamId: w.away.id, gameDate: '2025-02-02' },
        headers: admin(),
      }),
    );
    await t.app.inject({ method: 'DELETE', url: `/api/games/${game.id}`, headers: admin() });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}`, headers: admin() })).statusCode).toBe(204);
    const res = await restore((await deleteEntry(game.id)).id);
    expect(res.statusCode, res.body).toBe(409);
    expect((await t.app.inject({ url: `/api/games/${game.id}` })).statusCode).toBe(404);
  });
});
