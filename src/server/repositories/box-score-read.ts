import { asc, eq } from 'drizzle-orm';
import type { BoxScore, BoxScoreBody, BoxScoreGame } from '#shared/schemas/box-score';
import { formatClock, parseClock } from '#shared/domain/box-score-clock';
import { goalieShutouts } from '#shared/domain/box-score-lines';
import { deriveGoals, lineScore } from '#shared/domain/box-score-derive';
import { goalsAgainstAverage, savePercentage } from '#shared/domain/goalie-math';
import type { Db } from '../db/client';
import {
  boxScoreGoalies,
  boxScoreGoals,
  boxScoreLineups,
  boxScorePenalties,
  boxScoreShootout,
  boxScoreShots,
  boxScores,
  games,
  players,
  seasons,
} from '../db/schema';
import { isoUpdatedAt, type Tx } from './row-version';

type Reader = Db | Tx;

/** The game a box score must agree with; null when there is no such game. */
export async function boxScoreGame(db: Reader, gameId: number, lock = false): Promise<BoxScoreGame | null> {
  const q = db
    .select({
      id: games.id,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      status: games.status,
      period: games.period,
      outcome: games.outcome,
      seasonId: games.seasonId,
      seasonType: seasons.seasonType,
    })
    .from(games)
    .leftJoin(seasons, eq(seasons.id, games.seasonId))
    .where(eq(games.id, gameId));
  const [row] = lock ? await q.for('update', { of: games }) : await q;
  return row ?? null;
}

/** The stored box score in the PUT body's shape (what the audit log records), or null. */
export async function readBoxBody(db: Reader, gameId: number): Promise<(BoxScoreBody & { updatedAt: string }) | null> {
  const [head] = await db
    .select({ updatedAt: isoUpdatedAt(boxScores.updatedAt) })
    .from(boxScores)
    .where(eq(boxScores.gameId, gameId));
  if (!head) return null;
  const [lineup, goals, penalties, shots, shootout, goalies] = await Promise.all([
    db.select().from(boxScoreLineups).where(eq(boxScoreLineups.gameId, gameId)).orderBy(asc(boxScoreLineups.seq)),
    db.select().from(boxScoreGoals).where(eq(boxScoreGoals.gameId, gameId)).orderBy(asc(boxScoreGoals.seq)),
    db.select().from(boxScorePenalties).where(eq(boxScorePenalties.gameId, gameId)).orderBy(asc(boxScorePenalties.seq)),
    db.select().from(boxScoreShots).where(eq(boxScoreShots.gameId, gameId)).orderBy(asc(boxScoreShots.period)),
    db.select().from(boxScoreShootout).where(eq(boxScoreShootout.gameId, gameId)).orderBy(asc(boxScoreShootout.seq)),
    db.select().from(boxScoreGoalies).where(eq(boxScoreGoalies.gameId, gameId)).orderBy(asc(boxScoreGoalies.seq)),
  ]);
  return {
    updatedAt: head.updatedAt,
    lineup: lineup.map((l) => ({ team: l.side, playerId: l.playerId })),
    goals: goals.map((g) => ({
      period: g.period,
      time: formatClock(g.timeSeconds),
      team: g.side,
      scorerPlayerId: g.scorerPlayerId,
      assist1PlayerId: g.assist1PlayerId,
      assist2PlayerId: g.assist2PlayerId,
      strength: g.strength,
    })),
    penalties: penalties.map((p) => ({
      period: p.period,
      time: formatClock(p.timeSeconds),
      team: p.side,
      playerId: p.playerId,
      minutes: p.minutes,
      infraction: p.infraction,
    })),
    shots: shots.map((s) => ({ period: s.period, home: s.home, away: s.away })),
    shootout: shootout.map((a) => ({ team: a.side, playerId: a.playerId, scored: a.scored })),
    goalies: goalies.map((g) => ({
      team: g.side,
      playerId: g.playerId,
      timeOnIce: formatClock(g.timeOnIceSeconds),
      shotsAgainst: g.shotsAgainst,
      saves: g.saves,
      goalsAgainst: g.goalsAgainst,
      decision: g.decision,
    })),
  };
}

/** GET /api/games/{id}/boxscore: the stored box score with names and everything derived; null = no game. */
export async function getBoxScore(db: Db, gameId: number): Promise<BoxScore | null> {
  const game = await boxScoreGame(db, gameId);
  if (!game) return null;
  const box = await readBoxBody(db, gameId);
  const names = await db
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
    .orderBy(asc(boxScoreLineups.seq));
  const side = new Map(box?.lineup.map((l) => [l.playerId, l.team]));
  const final = game.status === 'final';
  const outcome = final ? game.outcome : null;
  const shutouts = box ? goalieShutouts(box, outcome) : [];
  return {
    gameId,
    updatedAt: box?.updatedAt ?? null,
    game,
    lineup: names.map((n) => ({ team: side.get(n.playerId) ?? 'home', ...n })),
    goals: box ? deriveGoals(box.goals, outcome, final).map(({ goal, ...d }) => ({ ...goal, ...d })) : [],
    penalties: box?.penalties ?? [],
    shots: box?.shots ?? [],
    shootout: box?.shootout ?? [],
    goalies: (box?.goalies ?? []).map((g, i) => ({
      ...g,
      shutout: shutouts[i] ?? false,
      savePercentage: savePercentage(g.saves, g.shotsAgainst),
      goalsAgainstAverage: goalsAgainstAverage(g.goalsAgainst, parseClock(g.timeOnIce) ?? 0),
    })),
    lineScore: box ? lineScore(box, outcome) : null,
  };
}
