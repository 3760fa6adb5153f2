import type { BoxScoreBody, GoalInput } from '../../schemas/box-score';
import { goalStrength } from './goal-facts';

type Box = Pick<BoxScoreBody, 'lineup' | 'goals' | 'goalies'> & Partial<Pick<BoxScoreBody, 'goalieStints'>>;

/**
 * Issue #26: plus/minus as the NHL defines it, from the goals' on-ice lists: an even-strength or
 * short-handed goal (empty net or not) is +1 for every skater of the scoring team on the ice and −1
 * for every skater of the other team on it; power-play and penalty-shot goals count for nobody;
 * goalies have none. null when no goal carries on-ice lists; otherwise every dressed skater has a
 * figure (0 when never on the ice for one).
 */
export function plusMinusFromOnIce(box: Box, penaltyShot: (g: GoalInput) => boolean): Map<number, number> | null {
  if (!box.goals.some((g) => g.onIce)) return null;
  const goalies = new Set([...box.goalies.map((g) => g.playerId), ...(box.goalieStints ?? []).map((s) => s.playerId)]);
  const result = new Map<number, number>(box.lineup.filter((p) => !goalies.has(p.playerId)).map((p) => [p.playerId, 0]));
  for (const g of box.goals) {
    if (!g.onIce || goalStrength(g) === 'PP' || penaltyShot(g)) continue;
    const scoring = g.team === 'home' ? g.onIce.home : g.onIce.away;
    const conceding = g.team === 'home' ? g.onIce.away : g.onIce.home;
    for (const id of scoring) if (result.has(id)) result.set(id, result.get(id)! + 1);
    for (const id of conceding) if (result.has(id)) result.set(id, result.get(id)! - 1);
  }
  return result;
}
