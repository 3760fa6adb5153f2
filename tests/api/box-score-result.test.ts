import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, games } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { boxScoreWorld } from '../helpers/box-score-world';
import { regulationBox, regulationGame, type IdOf } from '../helpers/box-score-fixtures';

let t: TestApp;
let w: Awaited<ReturnType<typeof boxScoreWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await boxScoreWorld(t);
});

const admin = () => ({ cookie: t.admin });
const putBox = (gameId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/games/${gameId}/boxscore`, payload, headers: admin() });
const stored = async (gameId: number) => (await t.handle.db.select().from(games).where(eq(games.id, gameId)))[0];

/** Game A without its empty-net goal: 3–2, the home shots of the 3rd one fewer. */
const threeTwo = (id: IdOf) => {
  const box = regulationBox(id);
  return {
    ...box,
    goals: box.goals.filter((g) => g.strength !== 'EN'),
    shots: box.shots.map((s) => (s.period === 3 ? { ...s, home: s.home - 1 } : s)),
  };
};

async function boxedGame() {
  const gameId = await w.game(regulationGame);
  const res = await putBox(gameId, regulationBox(w.id));
  expect(res.statusCode, res.body).toBe(200);
  return gameId;
}

// Issue #17: the game's score and its box score never tell two stories.
describe('a game with a box score keeps a result its goals add up to', () => {
  it('PUT /api/games/{id} changing the score is refused (409) and nothing changes', async () => {
    const gameId = await boxedGame();
    const res = await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}`, payload: { homeScore: 5 }, headers: admin() });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toMatch(/box score that disagrees with this result \(.*home.*\)\. Change the result in the box score editor/);
    expect(json(res).errors[0].path).toBe('homeScore');
    expect(await stored(gameId)).toMatchObject({ homeScore: 4, awayScore: 2, outcome: 'REG' });
  });

  it('results entry refuses the whole day when one boxed game would disagree', async () => {
    const boxed = await boxedGame();
    const plain = await w.game({ status: 'scheduled', homeScore: null, awayScore: null, outcome: null, seasonType: 'regular' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games/results',
      payload: {
        results: [
          { id: plain, homeScore: 1, awayScore: 0, outcome: 'REG' },
          { id: boxed, homeScore: 4, awayScore: 3, outcome: 'REG' },
        ],
      },
      headers: admin(),
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errors[0].path).toBe('results.1.homeScore');
    expect(await stored(plain)).toMatchObject({ homeScore: null, status: 'scheduled' });
    expect(await stored(boxed)).toMatchObject({ homeScore: 4, awayScore: 2 });
  });

  it('edits that leave the result alone still save', async () => {
    const gameId = await boxedGame();
    const res = await t.app.inject({ method: 'PUT', url: `/api/games/${gameId}`, payload: { gameTime: '19:30' }, headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/games/results',
      payload: { results: [{ id: gameId, homeScore: 4, awayScore: 2, outcome: 'REG' }] },
      headers: admin(),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('PUT boxscore with `result` changes both in one transaction, audited', async () => {
    const gameId = await boxedGame();
    const res = await putBox(gameId, { ...threeTwo(w.id), result: { status: 'final', homeScore: 3, awayScore: 2, outcome: 'REG' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).lineScore.total).toEqual({ home: 3, away: 2 });
    expect(json(res).game).toMatchObject({ homeScore: 3, awayScore: 2, outcome: 'REG' });
    expect(await stored(gameId)).toMatchObject({ homeScore: 3, awayScore: 2, status: 'final' });
    const entries = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(gameId)));
    expect(entries.map((e) => `${e.entity}:${e.action}`)).toEqual(expect.arrayContaining(['game:update', 'box_score:update']));
    const game = await t.app.inject({ url: `/api/games/${gameId}` });
    expect(json(game)).toMatchObject({ homeScore: 3, awayScore: 2 });
  });

  it('a result the sent box score contradicts is refused whole (400) and the game keeps its score', async () => {
    const gameId = await boxedGame();
    const res = await putBox(gameId, { ...regulationBox(w.id), result: { status: 'final', homeScore: 3, awayScore: 2, outcome: 'REG' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors.map((e: { path: string }) => e.path)).toContain('goals');
    expect(await stored(gameId)).toMatchObject({ homeScore: 4, awayScore: 2 });
  });

  it('a result that breaks the result rules is named on result.*', async () => {
    const gameId = await boxedGame();
    // A 4–2 final without an outcome is a regulation win (issue 39 item 8); a 4–2 shootout cannot be.
    const res = await putBox(gameId, { ...regulationBox(w.id), result: { status: 'final', homeScore: 4, awayScore: 2, outcome: 'SO' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([expect.objectContaining({ path: 'result.outcome' })]);
    const bad = await putBox(gameId, { ...regulationBox(w.id), result: { status: 'done', homeScore: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['result.status', 'result.homeScore']));
  });

  it('an import that changes the result of a boxed game is refused with the line; one that keeps it passes', async () => {
    const gameId = await boxedGame();
    const post = (csv: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/import/games',
        payload: csv,
        headers: { 'content-type': 'text/csv', cookie: t.admin },
      });
    const changed = await post(`id,homeScore,awayScore,outcome\n${gameId},5,2,REG\n`);
    expect(changed.statusCode, changed.body).toBe(400);
    expect(json(changed)).toMatchObject({ imported: false, rejectedCount: 1 });
    expect(json(changed).rejected[0]).toMatchObject({ line: 2, column: 'homeScore', message: expect.stringMatching(/has a box score/) });
    expect(await stored(gameId)).toMatchObject({ homeScore: 4 });
    const same = await post(`id,homeScore,awayScore,outcome,time\n${gameId},4,2,REG,20:00\n`);
    expect(json(same), same.body).toMatchObject({ imported: true, rejectedCount: 0, updated: 1 });
  });
});
