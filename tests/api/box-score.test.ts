import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, boxScores } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { boxScoreWorld } from '../helpers/box-score-world';
import { regulationBox, regulationGame, shootoutBox, shootoutGame } from '../helpers/box-score-fixtures';

let t: TestApp;
let w: Awaited<ReturnType<typeof boxScoreWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await boxScoreWorld(t);
});

const put = (gameId: number, payload: object, cookie: string | null = t.admin) =>
  t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/boxscore`, payload, headers: cookie ? { cookie } : {} });
const get = (gameId: number) => t.app.inject({ url: `/api/games/${gameId}/boxscore` });

// Issue #17 items 1 and 3: GET/PUT /api/games/{id}/boxscore.
describe('box score API', () => {
  it('a game without a box score answers empty lists and updatedAt null', async () => {
    const gameId = await w.game(regulationGame);
    const res = await get(gameId);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ gameId, updatedAt: null, lineup: [], goals: [], goalies: [], lineScore: null });
    expect(json(res).game).toMatchObject({ homeScore: 4, awayScore: 2, outcome: 'REG', seasonType: 'regular' });
  });

  it('PUT stores the whole box score and GET answers it with names, the GWG, running score, goalie figures and line score', async () => {
    const gameId = await w.game(regulationGame);
    const res = await put(gameId, regulationBox(w.id));
    expect(res.statusCode, res.body).toBe(200);
    const box = json((await get(gameId)) as never);
    // The writer also gets the sheet's stored warnings (none here); the public answer never carries them.
    const { warnings, ...written } = json(res);
    expect(warnings).toEqual([]);
    expect(written).toEqual(box);
    expect(box).not.toHaveProperty('warnings');
    expect(box.updatedAt).toMatch(/Z$/);
    expect(box.lineup).toHaveLength(15);
    expect(box.lineup[0]).toEqual({
      team: 'home',
      playerId: w.id('h1'),
      firstName: 'Firsth1',
      lastName: 'Lasth1',
      position: 'center',
      jerseyNumber: 1,
    });
    expect(
      box.goals.map((g: { homeScore: number; awayScore: number; gameWinning: boolean }) => [g.homeScore, g.awayScore, g.gameWinning]),
    ).toEqual([
      [1, 0, false],
      [1, 1, false],
      [2, 1, false],
      [3, 1, true],
      [3, 2, false],
      [4, 2, false],
    ]);
    expect(box.goals[3]).toMatchObject({ period: 2, time: '18:30', team: 'home', scorerPlayerId: w.id('h3'), strength: 'SH' });
    expect(box.goalies).toEqual([
      expect.objectContaining({
        playerId: w.id('hg1'),
        timeOnIce: '40:00',
        decision: 'W',
        shutout: false,
        savePercentage: 0.941,
        goalsAgainstAverage: 1.5,
      }),
      expect.objectContaining({ playerId: w.id('hg2'), decision: null, savePercentage: 0.909, goalsAgainstAverage: 3 }),
      expect.objectContaining({ playerId: w.id('ag1'), decision: 'L', savePercentage: 0.893, goalsAgainstAverage: 3.08 }),
    ]);
    expect(box.penalties).toEqual(regulationBox(w.id).penalties.map((p) => ({ ...p, servedByPlayerId: null })));
    expect(box.lineScore).toMatchObject({ shootout: null, total: { home: 4, away: 2 }, shots: { total: { home: 29, away: 28 } } });
    expect(box.lineScore.periods.map((p: { home: number; away: number }) => [p.home, p.away])).toEqual([
      [1, 1],
      [2, 0],
      [1, 1],
    ]);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'box_score'));
    expect(audit.filter((a) => a.entityId === String(gameId)).map((a) => a.action)).toEqual(['create']);
  });

  it('a shootout game: shootout column, the winner +1, no game-winning goal', async () => {
    const gameId = await w.game(shootoutGame);
    expect((await put(gameId, shootoutBox(w.id))).statusCode).toBe(200);
    const box = json(await get(gameId));
    expect(box.lineScore).toMatchObject({ shootout: { home: 0, away: 1 }, total: { home: 2, away: 3 } });
    expect(box.lineScore.periods.map((p: { label: string }) => p.label)).toEqual(['1', '2', '3', 'OT']);
    expect(box.goals.some((g: { gameWinning: boolean }) => g.gameWinning)).toBe(false);
    expect(box.shootout).toEqual(shootoutBox(w.id).shootout);
  });

  it('PUT replaces the previous box score; expectedUpdatedAt guards against a stale editor (409)', async () => {
    const gameId = await w.game(regulationGame);
    const first = json(await put(gameId, regulationBox(w.id)));
    // Without its penalties the power-play goals are even-strength ones (a PPG needs a penalty in force).
    const evenGoals = regulationBox(w.id).goals.map((g) => ({ ...g, strength: g.strength === 'PP' ? 'EV' : g.strength }));
    const smaller = { ...regulationBox(w.id), goals: evenGoals, penalties: [], expectedUpdatedAt: first.updatedAt };
    const second = await put(gameId, smaller);
    expect(second.statusCode, second.body).toBe(200);
    expect(json(second).penalties).toEqual([]);
    expect(json(second).updatedAt > first.updatedAt).toBe(true);
    const stale = await put(gameId, { ...regulationBox(w.id), expectedUpdatedAt: first.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).errors).toEqual([{ path: 'expectedUpdatedAt', message: expect.stringMatching(/changed by someone else/) }]);
    expect(json(await get(gameId)).penalties).toEqual([]);
    const never = await w.game(regulationGame);
    expect((await put(never, { ...regulationBox(w.id), expectedUpdatedAt: first.updatedAt })).statusCode).toBe(409);
  });

  it('401 signed out, 403 for a plain user, 404 for an unknown game, 400 for a malformed body', async () => {
    const gameId = await w.game(regulationGame);
    expect((await put(gameId, regulationBox(w.id), null)).statusCode).toBe(401);
    expect((await put(gameId, regulationBox(w.id), t.user)).statusCode).toBe(403);
    expect((await put(999999, regulationBox(w.id))).statusCode).toBe(404);
    expect((await get(999999)).statusCode).toBe(404);
    const bad = await put(gameId, { lineup: [{ team: 'middle', playerId: 'x' }], goals: [{ period: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['lineup.0.team', 'lineup.0.playerId', 'goals.0.period']),
    );
    expect(json(await get(gameId)).updatedAt).toBeNull();
  });

  it('an unknown player is named by its lineup row', async () => {
    const gameId = await w.game({ status: 'scheduled', homeScore: null, awayScore: null, outcome: null, seasonType: 'regular' });
    const res = await put(gameId, {
      lineup: [
        { team: 'home', playerId: w.id('h1') },
        { team: 'away', playerId: 987654 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([{ path: 'lineup.1.playerId', message: 'No player with id 987654' }]);
  });

  it('deleting the game deletes its box score; a player in a box score cannot be deleted (409)', async () => {
    const gameId = await w.game(regulationGame);
    expect((await put(gameId, regulationBox(w.id))).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/players/${w.id('a3')}`, headers: { cookie: t.admin } });
    expect(del.statusCode).toBe(409);
    expect(json(del).message).toMatch(/^Player Firsta3 Lasta3 appears in \d+ box scores; a box score's lines must add up/);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/players/${w.id('a3')}?cascade=true`, headers: { cookie: t.admin } })).statusCode,
    ).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/games/${gameId}`, headers: { cookie: t.admin } })).statusCode).toBe(204);
    expect(await t.handle.db.select().from(boxScores).where(eq(boxScores.gameId, gameId))).toEqual([]);
  });
});
