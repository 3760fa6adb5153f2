import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, boxScoreLineups, boxScores, playerSeasonStats } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { boxScoreWorld } from '../helpers/box-score-world';
import { breakingCases } from '../helpers/box-score-breaking';

let t: TestApp;
let w: Awaited<ReturnType<typeof boxScoreWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await boxScoreWorld(t);
});

const count = async () => {
  const db = t.handle.db;
  return [
    (await db.select().from(boxScores)).length,
    (await db.select().from(boxScoreLineups)).length,
    (await db.select().from(playerSeasonStats)).length,
    (await db.select().from(auditLog).where(eq(auditLog.entity, 'box_score'))).length,
  ];
};

// Issue #17 item 2: a box score that breaks a rule is refused whole, naming the row; nothing is stored.
describe('box score rules on PUT /api/games/{id}/boxscore', () => {
  for (const c of breakingCases) {
    it(`400 for "${c.rule}", naming ${c.path}, nothing stored`, async () => {
      const gameId = await w.game(c.game);
      const before = await count();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/games/${gameId}/boxscore`,
        payload: c.box(w.id),
        headers: { cookie: t.admin },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errors.map((e: { path: string }) => e.path)).toContain(c.path);
      expect(json(res).message).toMatch(/^The box score was not saved/);
      expect(await count()).toEqual(before);
      expect(json(await t.app.inject({ url: `/api/games/${gameId}/boxscore` })).updatedAt).toBeNull();
    });
  }
});
