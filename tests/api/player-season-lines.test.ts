import { beforeAll, describe, expect, it } from 'vitest';
import { players, seasons } from '#server/db/schema';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { boxScoreWorld } from '../helpers/box-score-world';
import { playoffBox, playoffGame, regulationBox, regulationGame, shootoutBox, shootoutGame } from '../helpers/box-score-fixtures';

let t: TestApp;
let w: Awaited<ReturnType<typeof boxScoreWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await boxScoreWorld(t);
  for (const [game, box] of [
    [regulationGame, regulationBox],
    [shootoutGame, shootoutBox],
    [playoffGame, playoffBox],
  ] as const)
    await w.played(game, box);
});

const lines = (ids: string) => t.app.inject({ url: `/api/players/season-lines?ids=${ids}` });
type Line = { playerId: number; season: { id: number; name: string }; skater: unknown; goalie: unknown };
const stats = async (id: number) =>
  json(await t.app.inject({ url: `/api/players/${id}/stats` })) as {
    skater: { seasons: Array<{ seasonId: number; gamesPlayed: number; goals: number; assists: number; points: number }> };
    goalie: {
      seasons: Array<{ seasonId: number; gamesPlayed: number; goalsAgainstAverage: number | null; savePercentage: number | null }>;
    };
  };

describe('GET /api/players/season-lines (issue 28: a list row shows the current season)', () => {
  it("gives skaters GP G A P and goalies GP GAA SV% of the league's active season, not its playoffs", async () => {
    const res = await lines(`${w.id('h1')},${w.id('hg1')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const body = json(res) as Line[];
    const h1 = (await stats(w.id('h1'))).skater.seasons.find((s) => s.seasonId === w.regular.id)!;
    const hg1 = (await stats(w.id('hg1'))).goalie.seasons.find((s) => s.seasonId === w.regular.id)!;
    expect(body).toHaveLength(2);
    expect(body.find((l) => l.playerId === w.id('h1'))).toEqual({
      playerId: w.id('h1'),
      season: { id: w.regular.id, name: '2024-25 Regular Season' },
      skater: { gamesPlayed: h1.gamesPlayed, goals: h1.goals, assists: h1.assists, points: h1.points },
      goalie: null,
    });
    expect(h1.points).toBeGreaterThan(0);
    expect(body.find((l) => l.playerId === w.id('hg1'))).toEqual({
      playerId: w.id('hg1'),
      season: { id: w.regular.id, name: '2024-25 Regular Season' },
      skater: null,
      goalie: { gamesPlayed: hg1.gamesPlayed, goalsAgainstAverage: hg1.goalsAgainstAverage, savePercentage: hg1.savePercentage },
    });
  });

  it('follows the active season: once the playoffs are the only current season, their line is given', async () => {
    const db = t.handle.db;
    const { eq } = await import('drizzle-orm');
    await db.update(seasons).set({ isActive: false }).where(eq(seasons.id, w.regular.id));
    await db.update(seasons).set({ isActive: true }).where(eq(seasons.id, w.playoffs.id));
    try {
      const [line] = json(await lines(String(w.id('h1')))) as Line[];
      expect(line.season.id).toBe(w.playoffs.id);
    } finally {
      await db.update(seasons).set({ isActive: false }).where(eq(seasons.id, w.playoffs.id));
      await db.update(seasons).set({ isActive: true }).where(eq(seasons.id, w.regular.id));
    }
  });

  it('gives a player without games a zero line and leaves out players without a team or unknown ids', async () => {
    const db = t.handle.db;
    const [bench] = await db
      .insert(players)
      .values({ firstName: 'Bench', lastName: 'Sitter', position: 'defense', currentTeamId: w.home.id })
      .returning();
    const [free] = await db.insert(players).values({ firstName: 'Free', lastName: 'Agent', position: 'center' }).returning();
    const body = json(await lines(`${bench.id},${free.id},2147483647`)) as Line[];
    expect(body).toEqual([
      {
        playerId: bench.id,
        season: { id: w.regular.id, name: '2024-25 Regular Season' },
        skater: { gamesPlayed: 0, goals: 0, assists: 0, points: 0 },
        goalie: null,
      },
    ]);
  });

  it('refuses a malformed or oversized id list with a field message', async () => {
    for (const ids of ['', 'abc', '1,,2', '-1', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await lines(ids);
      expect(res.statusCode, ids).toBe(400);
      expect(json(res).errors[0].path).toBe('ids');
    }
    expect((await t.app.inject({ url: '/api/players/season-lines' })).statusCode).toBe(400);
  });
});
