import { asc, eq } from 'drizzle-orm';
import type { BoxScoreBody, BoxScoreGame } from '#shared/schemas/box-score';
import { formatClock } from '#shared/domain/box-score/box-score-clock';
import { shootoutRounds } from '#shared/domain/box-score/shootout-rules';
import type { Db } from '../../db/client';
import {
  boxScoreGoalieStints,
  boxScoreGoalies,
  boxScoreGoals,
  boxScorePenaltyShots,
  boxScoreLineups,
  boxScorePenalties,
  boxScoreShootout,
  boxScoreShots,
  boxScores,
  games,
  leagues,
  seasons,
} from '../../db/schema';
import { isoUpdatedAt, type Tx } from '../support/row-version';

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
      level: leagues.level,
    })
    .from(games)
    .leftJoin(seasons, eq(seasons.id, games.seasonId))
    .leftJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(eq(games.id, gameId));
  const [row] = lock ? await q.for('update', { of: games }) : await q;
  if (!row) return null;
  const { level, ...game } = row;
  return { ...game, shootoutRounds: shootoutRounds(level) };
}

/** The stored rows of a box score, or null when none was entered. */
export async function readBoxRows(db: Reader, gameId: number) {
  const [head] = await db
    .select({ updatedAt: isoUpdatedAt(boxScores.updatedAt), warnings: boxScores.warnings })
    .from(boxScores)
    .where(eq(boxScores.gameId, gameId));
  if (!head) return null;
  const [lineup, goals, penalties, shots, shootout, goalies, stints, penaltyShots] = await Promise.all([
    db.select().from(boxScoreLineups).where(eq(boxScoreLineups.gameId, gameId)).orderBy(asc(boxScoreLineups.seq)),
    db.select().from(boxScoreGoals).where(eq(boxScoreGoals.gameId, gameId)).orderBy(asc(boxScoreGoals.seq)),
    db.select().from(boxScorePenalties).where(eq(boxScorePenalties.gameId, gameId)).orderBy(asc(boxScorePenalties.seq)),
    db.select().from(boxScoreShots).where(eq(boxScoreShots.gameId, gameId)).orderBy(asc(boxScoreShots.period)),
    db.select().from(boxScoreShootout).where(eq(boxScoreShootout.gameId, gameId)).orderBy(asc(boxScoreShootout.seq)),
    db.select().from(boxScoreGoalies).where(eq(boxScoreGoalies.gameId, gameId)).orderBy(asc(boxScoreGoalies.seq)),
    db.select().from(boxScoreGoalieStints).where(eq(boxScoreGoalieStints.gameId, gameId)).orderBy(asc(boxScoreGoalieStints.seq)),
    db.select().from(boxScorePenaltyShots).where(eq(boxScorePenaltyShots.gameId, gameId)).orderBy(asc(boxScorePenaltyShots.seq)),
  ]);
  return { head, lineup, goals, penalties, shots, shootout, goalies, stints, penaltyShots };
}

export type StoredBoxRows = NonNullable<Awaited<ReturnType<typeof readBoxRows>>>;

/** The stored box score in the PUT body's shape (what the audit log records), or null. */
export async function readBoxBody(db: Reader, gameId: number): Promise<(BoxScoreBody & { updatedAt: string }) | null> {
  const rows = await readBoxRows(db, gameId);
  return rows && { updatedAt: rows.head.updatedAt, ...bodyOf(rows) };
}

/** Rows back to the sheet they were saved from (goals as stored: strength and empty net apart). */
export function bodyOf(r: StoredBoxRows): BoxScoreBody {
  const clock = formatClock;
  return {
    lineup: r.lineup.map((l) => ({ team: l.side, playerId: l.playerId })),
    goals: r.goals.map((g) => ({
      period: g.period,
      time: clock(g.timeSeconds),
      team: g.side,
      scorerPlayerId: g.scorerPlayerId,
      assist1PlayerId: g.assist1PlayerId,
      assist2PlayerId: g.assist2PlayerId,
      strength: g.strength === 'EN' ? 'EV' : g.strength,
      emptyNet: g.emptyNet || g.strength === 'EN',
      onIce: g.onIceHome && g.onIceAway ? { home: g.onIceHome, away: g.onIceAway } : null,
    })),
    penalties: r.penalties.map((p) => ({
      period: p.period,
      time: clock(p.timeSeconds),
      team: p.side,
      playerId: p.playerId,
      servedByPlayerId: p.servedByPlayerId,
      minutes: p.minutes,
      infraction: p.infraction,
    })),
    shots: r.shots.map((s) => ({ period: s.period, home: s.home, away: s.away })),
    shootout: r.shootout.map((a) => ({ team: a.side, playerId: a.playerId, scored: a.scored })),
    goalies: r.goalies.map((g) => ({
      team: g.side,
      playerId: g.playerId,
      timeOnIce: clock(g.timeOnIceSeconds),
      shotsAgainst: g.shotsAgainst,
      saves: g.saves,
      goalsAgainst: g.goalsAgainst,
      decision: g.decision,
    })),
    goalieStints: r.stints.map((s) => ({
      team: s.side,
      playerId: s.playerId,
      fromPeriod: s.fromPeriod,
      fromTime: clock(s.fromSeconds),
      toPeriod: s.toPeriod,
      toTime: clock(s.toSeconds),
    })),
    penaltyShots: r.penaltyShots.map((ps) => ({
      period: ps.period,
      time: clock(ps.timeSeconds),
      team: ps.side,
      shooterPlayerId: ps.shooterPlayerId,
      goaliePlayerId: ps.goaliePlayerId,
      infraction: ps.infraction,
      scored: ps.scored,
    })),
    players: r.lineup
      .filter((l) => l.shots !== null || l.sheetPlusMinus !== null || l.timeOnIceSeconds !== null)
      .map((l) => ({
        playerId: l.playerId,
        shots: l.shots,
        plusMinus: l.sheetPlusMinus,
        timeOnIce: l.timeOnIceSeconds === null ? null : clock(l.timeOnIceSeconds),
      })),
  };
}
