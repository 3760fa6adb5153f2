import type { BoxScoreBody } from '#shared/schemas/box-score';
import { parseClock, type ClockSeasonType } from '#shared/domain/box-score/box-score-clock';
import { goalieShutouts, skaterGameLines } from '#shared/domain/box-score/box-score-lines';
import { boxScoreWarnings } from '#shared/domain/box-score/box-score-warnings';
import { creditedDecisions, normalizeGoals } from '#shared/domain/box-score/goal-facts';
import { stintSeconds } from '#shared/domain/box-score/goalie-stints';
import type { GameOutcome, GameStatus } from '#shared/domain/games/game-status';

/** What the stored rows of a box score depend on besides the sheet itself. */
export interface RowsGame {
  status: GameStatus;
  outcome: GameOutcome | null;
  homeScore: number | null;
  awayScore: number | null;
  seasonType: ClockSeasonType | null;
  /** The league's shootout rounds (the warnings' shootout check); 3 when not known. */
  shootoutRounds?: number;
}

const secs = (t: string) => parseClock(t) ?? 0;

/**
 * Issue #17/#26: a box score as the rows of its tables, with everything derived when it is saved
 * (each player's game line, empty nets from the stints, the decisions credited, shutouts, the
 * warnings), so the API, a restore and the demo seed store one and the same thing.
 */
export function boxScoreRows(gameId: number, sheet: BoxScoreBody, game: RowsGame) {
  const final = game.status === 'final';
  const outcome = final ? game.outcome : null;
  const body = normalizeGoals(sheet, game.seasonType);
  const lines = skaterGameLines(body, outcome, final);
  const credited = final ? creditedDecisions(body, game, outcome) : body.goalies.map(() => null);
  const shutouts = goalieShutouts(body, outcome, credited);
  const stints = body.goalieStints ?? [];
  const inNet = stints.length ? stintSeconds(stints, game.seasonType) : new Map<number, number>();
  return {
    head: { gameId, warnings: boxScoreWarnings(body, game, outcome) },
    lineups: body.lineup.map((l, seq) => {
      const { sheetPlusMinus, ...line } = lines.get(l.playerId)!;
      return { gameId, playerId: l.playerId, side: l.team, seq, ...line, sheetPlusMinus };
    }),
    goals: body.goals.map((g, seq) => ({
      gameId,
      seq,
      period: g.period,
      timeSeconds: secs(g.time),
      side: g.team,
      scorerPlayerId: g.scorerPlayerId,
      assist1PlayerId: g.assist1PlayerId,
      assist2PlayerId: g.assist2PlayerId,
      strength: g.strength,
      emptyNet: g.emptyNet ?? false,
      onIceHome: g.onIce?.home ?? null,
      onIceAway: g.onIce?.away ?? null,
    })),
    penalties: body.penalties.map((p, seq) => ({
      gameId,
      seq,
      period: p.period,
      timeSeconds: secs(p.time),
      side: p.team,
      playerId: p.playerId,
      servedByPlayerId: p.servedByPlayerId ?? null,
      minutes: p.minutes,
      infraction: p.infraction,
    })),
    shots: body.shots.map((s) => ({ gameId, ...s })),
    shootout: body.shootout.map((a, seq) => ({ gameId, seq, side: a.team, playerId: a.playerId, scored: a.scored })),
    goalies: body.goalies.map((g, seq) => ({
      gameId,
      seq,
      side: g.team,
      playerId: g.playerId,
      timeOnIceSeconds: secs(g.timeOnIce),
      shotsAgainst: g.shotsAgainst,
      saves: g.saves,
      goalsAgainst: g.goalsAgainst,
      decision: g.decision,
      credited: credited[seq] ?? null,
      stintSeconds: inNet.get(g.playerId) ?? null,
      shutout: shutouts[seq] ?? false,
    })),
    stints: stints.map((s, seq) => ({
      gameId,
      seq,
      side: s.team,
      playerId: s.playerId,
      fromPeriod: s.fromPeriod,
      fromSeconds: secs(s.fromTime),
      toPeriod: s.toPeriod,
      toSeconds: secs(s.toTime),
    })),
    penaltyShots: (body.penaltyShots ?? []).map((ps, seq) => ({
      gameId,
      seq,
      period: ps.period,
      timeSeconds: secs(ps.time),
      side: ps.team,
      shooterPlayerId: ps.shooterPlayerId,
      goaliePlayerId: ps.goaliePlayerId,
      infraction: ps.infraction,
      scored: ps.scored,
    })),
  };
}

export type BoxScoreRows = ReturnType<typeof boxScoreRows>;
