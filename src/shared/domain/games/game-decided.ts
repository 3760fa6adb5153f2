import type { GameEvent } from '../../schemas/game-event';
import { REGULATION_PERIODS, type ClockSeasonType } from '../box-score/box-score-clock';
import { attemptAfterDecision } from '../box-score/shootout-rules';
import { other } from '../box-score/box-score-derive';

type Side = 'home' | 'away';

/**
 * Issue 39 item 3: whether a game's events show it over, with a winner, though nobody pressed End game
 * (a demo KHL game said "LIVE · 3rd" three hours after its start beside "End of 3rd Period"):
 * a period from the third on ended with the score not level, an overtime goal (sudden death), or a
 * shootout that is decided. Answers the winner, or null while the game could go on.
 */
export function decidedWinner(events: readonly GameEvent[], seasonType: ClockSeasonType | null, shootoutRounds = 3): Side | null {
  const goals = { home: 0, away: 0 };
  let overtimeGoal: Side | null = null;
  const ended = new Set<number>();
  const attempts: { team: Side; scored: boolean }[] = [];
  for (const e of events) {
    if (e.type === 'goal' || (e.type === 'penalty-shot' && e.scored)) {
      goals[e.team]++;
      if (e.period > REGULATION_PERIODS && overtimeGoal === null) overtimeGoal = e.team;
    } else if (e.type === 'period-end') ended.add(e.period);
    else if (e.type === 'shootout-attempt') attempts.push({ team: e.team, scored: e.scored });
  }
  if (overtimeGoal) return overtimeGoal;
  const lead: Side | null = goals.home === goals.away ? null : goals.home > goals.away ? 'home' : 'away';
  if (lead && [...ended].some((p) => p >= REGULATION_PERIODS)) return lead;
  if (attempts.length && seasonType !== 'playoffs' && shootoutOver(attempts, shootoutRounds)) {
    const scored = (side: Side) => attempts.filter((a) => a.team === side && a.scored).length;
    return scored('home') > scored('away') ? 'home' : 'away';
  }
  return null;
}

/** A shootout is over when one more attempt by either team would come after the decision. */
function shootoutOver(attempts: readonly { team: Side; scored: boolean }[], rounds: number): boolean {
  const next: Side =
    attempts.filter((a) => a.team === attempts[0]!.team).length > attempts.length / 2 ? other(attempts[0]!.team) : attempts[0]!.team;
  return attemptAfterDecision([...attempts, { team: next, scored: false }], rounds) === attempts.length;
}
