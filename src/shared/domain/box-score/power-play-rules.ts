import type { GoalInput, PenaltyInput } from '../../schemas/box-score';
import type { ClockSeasonType } from './box-score-clock';
import { gameClock } from './goalie-stints';
import { other } from './box-score-derive';

type Goal = Pick<GoalInput, 'period' | 'time' | 'team' | 'strength'>;
type Penalty = Pick<PenaltyInput, 'period' | 'time' | 'team' | 'minutes'>;

// Minors, double minors and majors put a team short-handed; a misconduct (10, 20) or a penalty shot's 0 do not.
const SHORT_HANDED = new Set([2, 4, 5]);

/**
 * Issue 39 item 4: a power-play goal needs a penalty of the other team in force (NHL.com credited PPGs
 * the play-by-play had no penalty for). A minor ends at the first power-play goal against it, a double
 * minor's first half likewise; a major runs its five minutes. Lenient where the sheet cannot say more:
 * coincidental penalties (4-on-4) are not netted off, so a goal is refused only when no penalty at all
 * was in force. Answers the indexes of the goals that break it.
 */
export function powerPlayGoalsWithoutPenalty(
  goals: readonly Goal[],
  penalties: readonly Penalty[],
  seasonType: ClockSeasonType | null,
): number[] {
  const boxes = penalties
    .filter((p) => SHORT_HANDED.has(p.minutes))
    .map((p) => {
      const start = gameClock(p.period, p.time, seasonType);
      return { team: p.team, start, end: start + p.minutes * 60, minutes: p.minutes };
    });
  const order = goals.map((g, i) => ({ g, i, at: gameClock(g.period, g.time, seasonType) })).sort((a, b) => a.at - b.at || a.i - b.i);
  const bad: number[] = [];
  for (const { g, i, at } of order) {
    if (g.strength !== 'PP') continue;
    const inForce = boxes.filter((b) => b.team === other(g.team) && b.start <= at && at <= b.end).sort((a, b) => a.end - b.end);
    const served = inForce.find((b) => b.minutes !== 5) ?? inForce[0];
    if (!served) {
      bad.push(i);
      continue;
    }
    // The goal releases the player of a minor (or ends the first half of a double minor).
    if (served.minutes === 4 && at - served.start < 120) Object.assign(served, { minutes: 2, start: at, end: at + 120 });
    else if (served.minutes !== 5) served.end = at - 1;
  }
  return bad.sort((a, b) => a - b);
}
