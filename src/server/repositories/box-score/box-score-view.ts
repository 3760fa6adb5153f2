import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BoxScore } from '#shared/schemas/box-score';
import { deriveGoals, lineScore } from '#shared/domain/box-score/box-score-derive';
import { isPenaltyShotGoal } from '#shared/domain/box-score/goal-facts';
import { goalsAgainstAverage, savePercentage } from '#shared/domain/stats/goalie-math';
import type { Db } from '../../db/client';
import { boxScoreLineups, boxScores, players } from '../../db/schema';
import { bodyOf, boxScoreGame, readBoxRows } from './box-score-read';

/**
 * GET /api/games/{id}/boxscore: the stored box score with names and everything derived — running
 * score, game-winning goal, the decisions credited and shutouts as stored when it was saved, each
 * player's game line, the warnings the sheet was stored with. null = no game.
 */
export async function getBoxScore(db: Db, gameId: number): Promise<BoxScore | null> {
  const game = await boxScoreGame(db, gameId);
  if (!game) return null;
  const [rows, names] = await Promise.all([
    readBoxRows(db, gameId),
    db
      .select({
        playerId: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        position: players.position,
        jerseyNumber: players.jerseyNumber,
      })
      .from(boxScoreLineups)
      .innerJoin(players, eq(players.id, boxScoreLineups.playerId))
      .where(eq(boxScoreLineups.gameId, gameId))
      .orderBy(asc(boxScoreLineups.seq)),
  ]);
  const box = rows && bodyOf(rows);
  const side = new Map(box?.lineup.map((l) => [l.playerId, l.team]));
  const final = game.status === 'final';
  const outcome = final ? game.outcome : null;
  const goalieTime = (i: number) => rows!.goalies[i]!.stintSeconds ?? rows!.goalies[i]!.timeOnIceSeconds;
  return {
    gameId,
    updatedAt: rows?.head.updatedAt ?? null,
    game,
    lineup: names.map((n) => ({ team: side.get(n.playerId) ?? 'home', ...n })),
    goals: box
      ? deriveGoals(box.goals, outcome, final).map(({ goal, ...d }) => ({
          ...goal,
          strength: goal.strength === 'EN' ? 'EV' : goal.strength,
          emptyNet: goal.emptyNet ?? false,
          penaltyShot: isPenaltyShotGoal(box, goal),
          ...d,
        }))
      : [],
    penalties: box?.penalties ?? [],
    shots: box?.shots ?? [],
    shootout: box?.shootout ?? [],
    goalies: (box?.goalies ?? []).map((g, i) => ({
      ...g,
      credited: rows!.goalies[i]!.credited,
      shutout: rows!.goalies[i]!.shutout,
      savePercentage: savePercentage(g.saves, g.shotsAgainst),
      goalsAgainstAverage: goalsAgainstAverage(g.goalsAgainst, goalieTime(i)),
    })),
    goalieStints: box?.goalieStints ?? [],
    penaltyShots: box?.penaltyShots ?? [],
    players: box?.players ?? [],
    playerLines: (rows?.lineup ?? []).map((l) => ({
      team: l.side,
      playerId: l.playerId,
      goals: l.goals,
      assists: l.assists,
      points: l.goals + l.assists,
      plusMinus: l.plusMinus,
      shots: l.shots,
      penaltyMinutes: l.penaltyMinutes,
      timeOnIceSeconds: l.timeOnIceSeconds,
    })),
    warnings: rows?.head.warnings ?? [],
    lineScore: box ? lineScore(box, outcome) : null,
  };
}

/** The stored warnings of the given games' box scores; games with none (or no box score) are left out. */
export async function boxScoreWarningsOf(db: Db, gameIds: number[]) {
  if (gameIds.length === 0) return [];
  return db
    .select({ gameId: boxScores.gameId, warnings: boxScores.warnings })
    .from(boxScores)
    .where(and(inArray(boxScores.gameId, gameIds), ne(boxScores.warnings, sql`'[]'::jsonb`)))
    .orderBy(asc(boxScores.gameId));
}
