import type { BoxScoreBody } from '../schemas/box-score';
import { deriveGoals, isShutout, type BoxOutcome } from './box-score-derive';

export interface SkaterGameLine {
  goals: number;
  assists: number;
  penaltyMinutes: number;
  powerPlayGoals: number;
  shortHandedGoals: number;
  gameWinningGoals: number;
}

const empty = (): SkaterGameLine => ({
  goals: 0,
  assists: 0,
  penaltyMinutes: 0,
  powerPlayGoals: 0,
  shortHandedGoals: 0,
  gameWinningGoals: 0,
});

/**
 * Issue #17: each dressed player's line for one game, the unit season totals are summed from.
 * Empty-net goals are even-strength goals for the scorer; shootout goals count for nobody.
 */
export function skaterGameLines(box: Pick<BoxScoreBody, 'lineup' | 'goals' | 'penalties'>, outcome: BoxOutcome, final: boolean) {
  const lines = new Map<number, SkaterGameLine>(box.lineup.map((p) => [p.playerId, empty()]));
  const line = (id: number) => lines.get(id) ?? lines.set(id, empty()).get(id)!;
  for (const { goal, gameWinning } of deriveGoals(box.goals, outcome, final)) {
    const scorer = line(goal.scorerPlayerId);
    scorer.goals += 1;
    if (goal.strength === 'PP') scorer.powerPlayGoals += 1;
    if (goal.strength === 'SH') scorer.shortHandedGoals += 1;
    if (gameWinning) scorer.gameWinningGoals += 1;
    for (const a of [goal.assist1PlayerId, goal.assist2PlayerId]) if (a !== null) line(a).assists += 1;
  }
  for (const p of box.penalties) line(p.playerId).penaltyMinutes += p.minutes;
  return lines;
}

/** Shutout flags of the goalie rows, in order. */
export const goalieShutouts = (box: Pick<BoxScoreBody, 'goals' | 'shootout' | 'goalies'>, outcome: BoxOutcome) =>
  box.goalies.map((_, i) => isShutout(box, i, outcome));
