import { count, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxScoreIssues } from '#shared/domain/box-score/box-score-rules';
import { boxScores, games, leagues, players, playerSeasonStats, seasons, teams } from '#server/db/schema';
import { specBoxScoreStatements } from '#server/demo/spec/box-scores';
import { readBoxBody } from '#server/repositories/box-score/box-score-read';
import { addPlayerStatsFromGames, refreshPlayerStats } from '#server/repositories/stats/player-season-stats';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue #17 item 6: the spec-scale seed's set-based box scores obey the rules the API checks.
let t: TestApp;
let minGame = 0;
let teamIds: number[] = [];
const POSITIONS = [
  ['goalie', 'defense', 'center', 'left_wing'], // a goalie and three skaters
  ['defense', 'center', 'right_wing'], // no goalie
  ['center', 'goalie'], // one skater: nobody can assist
  ['goalie', 'goalie', 'defense'], // two goalies, one in net
] as const;
const RESULTS = [
  [4, 2, 'REG'],
  [0, 3, 'REG'],
  [3, 2, 'OT'],
  [1, 2, 'OT'],
  [2, 3, 'SO'],
  [1, 0, 'SO'],
  [1, 0, 'REG'],
  [6, 5, 'OT'],
  [7, 1, 'REG'],
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Spec Box League' }).returning();
  const [season] = await db.insert(seasons).values({ leagueId: league.id, year: '2024-25', name: '2024-25 Regular Season' }).returning();
  const made = await db
    .insert(teams)
    .values(POSITIONS.map((_, i) => ({ name: `Spec Team ${i}`, city: 'Spec', leagueId: league.id })))
    .returning();
  teamIds = made.map((m) => m.id);
  await db
    .insert(players)
    .values(
      POSITIONS.flatMap((list, i) =>
        list.map((position, j) => ({ firstName: `P${i}`, lastName: `N${j}`, position, currentTeamId: teamIds[i] })),
      ),
    );
  const rows = RESULTS.flatMap(([hs, as, outcome], r) =>
    teamIds.map((home, i) => ({
      homeTeamId: home,
      awayTeamId: teamIds[(i + 1 + (r % 3)) % teamIds.length],
      gameDate: `2024-12-${String(1 + r).padStart(2, '0')}`,
      seasonId: season.id,
      homeScore: hs,
      awayScore: as,
      status: 'final' as const,
      outcome,
    })),
  );
  const inserted = await db.insert(games).values(rows).returning({ id: games.id });
  minGame = Math.min(...inserted.map((g) => g.id));
  // A scheduled game gets no box score.
  await db.insert(games).values({ homeTeamId: teamIds[0], awayTeamId: teamIds[1], gameDate: '2025-03-01', seasonId: season.id });
  // As in the seed: one transaction, which the temporary tables live for.
  await db.transaction(async (tx) => {
    for (const q of specBoxScoreStatements(Math.min(...teamIds), minGame)) await tx.execute(sql.raw(q));
    await addPlayerStatsFromGames(tx, minGame);
  });
});

describe('spec-scale box scores', () => {
  it('every final has one, and each passes every box-score rule', async () => {
    const finals = await t.handle.db
      .select()
      .from(games)
      .where(sql`${games.id} >= ${minGame} and ${games.status} = 'final'`);
    expect(finals).toHaveLength(RESULTS.length * POSITIONS.length);
    for (const g of finals) {
      const box = await readBoxBody(t.handle.db, g.id);
      expect(box, `game ${g.id}`).not.toBeNull();
      const issues = boxScoreIssues(box!, {
        status: 'final',
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        outcome: g.outcome,
        seasonType: 'regular',
      });
      expect(issues, `game ${g.id} ${g.homeScore}-${g.awayScore} ${g.outcome}`).toEqual([]);
      expect(box!.shots.length).toBe(g.outcome === 'REG' ? 3 : 4);
      if (g.outcome === 'SO') expect(box!.shootout.length).toBeGreaterThan(0);
    }
    const [{ n }] = await t.handle.db.select({ n: count() }).from(boxScores).where(gte(boxScores.gameId, minGame));
    expect(n).toBe(finals.length);
  });

  it('the season totals equal those the API rebuilds from the same lines', async () => {
    const db = t.handle.db;
    const seeded = await db.select().from(playerSeasonStats).orderBy(playerSeasonStats.playerId, playerSeasonStats.teamId);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.some((r) => r.goals > 0 && r.assists > 0)).toBe(true);
    expect(seeded.some((r) => r.wins > 0 && r.shotsAgainst > r.saves)).toBe(true);
    await refreshPlayerStats(db, 'all');
    const rebuilt = await db.select().from(playerSeasonStats).orderBy(playerSeasonStats.playerId, playerSeasonStats.teamId);
    expect(rebuilt).toEqual(seeded);
  });
});
