import type { BoxScoreIssue } from './box-score-rules';
import type { ClockSeasonType } from './box-score-clock';
import { powerPlayGoalsWithoutPenalty } from './power-play-rules';
import { attemptAfterDecision } from './shootout-rules';
import { other } from './box-score-derive';
import type { BoxScoreInput } from './box-score-rules';

/**
 * Issue 39 item 4: play no game can have had, a power-play goal with no penalty in force and a shootout
 * attempt after the shootout was decided. A hand edit is refused with these; an official sheet is
 * stored as published with them as warnings (the league's record is not ours to change).
 */
export function playIssues(
  box: Pick<BoxScoreInput, 'goals' | 'penalties' | 'shootout'>,
  game: { seasonType: ClockSeasonType | null; shootoutRounds?: number },
): BoxScoreIssue[] {
  const issues = powerPlayGoalsWithoutPenalty(box.goals, box.penalties, game.seasonType).map((i) => {
    const g = box.goals[i]!;
    const against = other(g.team);
    return {
      path: `goals.${i}.strength`,
      message: `A power-play goal needs ${against === 'home' ? 'a home' : 'an away'} penalty in force (none at ${g.time} of period ${g.period})`,
    };
  });
  const late = attemptAfterDecision(box.shootout, game.shootoutRounds ?? 3);
  if (late !== null) issues.push({ path: `shootout.${late}`, message: `The shootout was decided before attempt ${late + 1}` });
  return issues;
}
