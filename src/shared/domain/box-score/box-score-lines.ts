import type { BoxScoreBody } from '../../schemas/box-score';
import { parseClock } from './box-score-clock';
import { deriveGoals, isShutout, type BoxOutcome } from './box-score-derive';
import { goalStrength, isPenaltyShotGoal } from './goal-facts';
import { plusMinusFromOnIce } from './plus-minus';

export interface SkaterGameLine {
  goals: number;
  assists: number;
  penaltyMinutes: number;
  powerPlayGoals: number;
  shortHandedGoals: number;
  gameWinningGoals: number;
  powerPlayAssists: number;
  shortHandedAssists: number;
  /** From the on-ice lists where the sheet has them, else the sheet's own figure; null = unknown. */
  plusMinus: number | null;
  shots: number | null;
  timeOnIceSeconds: number | null;
  /** The sheet's own figure as given (kept to be read back). */
  sheetPlusMinus: number | null;
}

const empty = (): SkaterGameLine => ({
  goals: 0,
  assists: 0,
  penaltyMinutes: 0,
  powerPlayGoals: 0,
  shortHandedGoals: 0,
  gameWinningGoals: 0,
  powerPlayAssists: 0,
  shortHandedAssists: 0,
  plusMinus: null,
  shots: null,
  timeOnIceSeconds: null,
  sheetPlusMinus: null,
});

type Box = Pick<BoxScoreBody, 'lineup' | 'goals' | 'penalties' | 'goalies'> &
  Partial<Pick<BoxScoreBody, 'players' | 'penaltyShots' | 'goalieStints'>>;

/**
 * Issue #17/#26: each dressed player's line for one game, the unit season totals are summed from.
 * Empty-net goals count at their strength; shootout goals count for nobody. A player's penalty
 * minutes are his own penalties (a bench penalty he served is the team's, not his).
 */
export function skaterGameLines(box: Box, outcome: BoxOutcome, final: boolean) {
  const lines = new Map<number, SkaterGameLine>(box.lineup.map((p) => [p.playerId, empty()]));
  const line = (id: number) => lines.get(id) ?? lines.set(id, empty()).get(id)!;
  for (const { goal, gameWinning } of deriveGoals(box.goals, outcome, final)) {
    const scorer = line(goal.scorerPlayerId);
    const strength = goalStrength(goal);
    scorer.goals += 1;
    if (strength === 'PP') scorer.powerPlayGoals += 1;
    if (strength === 'SH') scorer.shortHandedGoals += 1;
    if (gameWinning) scorer.gameWinningGoals += 1;
    for (const a of [goal.assist1PlayerId, goal.assist2PlayerId]) {
      if (a === null) continue;
      line(a).assists += 1;
      if (strength === 'PP') line(a).powerPlayAssists += 1;
      if (strength === 'SH') line(a).shortHandedAssists += 1;
    }
  }
  for (const p of box.penalties) if (p.playerId !== null) line(p.playerId).penaltyMinutes += p.minutes;
  for (const p of box.players ?? []) {
    const l = line(p.playerId);
    l.shots = p.shots;
    l.sheetPlusMinus = p.plusMinus;
    l.plusMinus = p.plusMinus;
    l.timeOnIceSeconds = p.timeOnIce === null ? null : parseClock(p.timeOnIce);
  }
  const onIce = plusMinusFromOnIce(box, (g) => isPenaltyShotGoal(box, g));
  if (onIce) for (const [id, value] of onIce) line(id).plusMinus = value;
  return lines;
}

/** Shutout flags of the goalie rows, in order, for the decisions credited. */
export const goalieShutouts = (
  box: Pick<BoxScoreBody, 'goals' | 'shootout' | 'goalies'> & Partial<Pick<BoxScoreBody, 'goalieStints'>>,
  outcome: BoxOutcome,
  credited?: readonly (string | null)[],
) => box.goalies.map((_, i) => isShutout(box, i, outcome, credited));
