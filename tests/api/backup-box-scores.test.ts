import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportDatabase, importDatabase } from '#server/db/backup';
import { playerSeasonStats } from '#server/db/schema';
import { readBoxBody } from '#server/repositories/box-score/box-score-read';
import { testTempDir } from '../helpers/temp-dir';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-db';
import { boxScoreWorld } from '../helpers/box-score-world';
import { regulationBox, regulationGame, shootoutBox, shootoutGame } from '../helpers/box-score-fixtures';

let t: TestApp;
const gameIds: number[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  const w = await boxScoreWorld(t);
  for (const [game, box] of [
    [regulationGame, regulationBox],
    [shootoutGame, shootoutBox],
    [regulationGame, regulationBox],
  ] as const)
    gameIds.push(await w.played(game, box));
});

// Issue #17: a backup carries the box scores and the season totals; pages never split a game.
describe('backups with box scores', () => {
  it('round-trip every box-score table, also when pages end inside a game', async () => {
    const dir = testTempDir('hd-backup-box-');
    const exported = await exportDatabase(t.handle, dir, { pageSize: 20 });
    // 15 players a game: pages of 20 end inside the second game, pages of 7 inside the first.
    expect(await exportDatabase(t.handle, testTempDir('hd-backup-box-'), { pageSize: 7 })).toEqual(exported);
    expect(exported).toMatchObject({
      box_scores: 3,
      box_score_lineups: 45,
      box_score_goals: 16,
      box_score_goalies: 8,
      box_score_shootout: 6,
    });
    expect(exported.player_season_stats).toBe(15);
    const target = await createTestDatabase();
    try {
      expect(await importDatabase(target.handle, dir)).toEqual(exported);
      for (const id of gameIds) expect(await readBoxBody(target.handle.db, id)).toEqual(await readBoxBody(t.handle.db, id));
      const totals = (db: typeof t.handle.db) =>
        db.select().from(playerSeasonStats).orderBy(asc(playerSeasonStats.playerId), asc(playerSeasonStats.seasonId));
      expect(await totals(target.handle.db)).toEqual(await totals(t.handle.db));
    } finally {
      await target.drop();
    }
  });
});
