import type { ShootoutAttemptInput, TeamSide } from '../../schemas/box-score';

type Attempt = Pick<ShootoutAttemptInput, 'team' | 'scored'>;

/** Rounds before sudden death: three in the NHL and most leagues, five under IIHF rules. */
export const shootoutRounds = (level: string | null | undefined) => (level === 'iihf' ? 5 : 3);

/**
 * Issue 39 item 4: the shootout stops once it is decided (a sixth attempt was recorded after a 2-0
 * lead in three rounds). Decided: one team ahead by more than the other's shots left in the rounds,
 * or ahead after a full round of sudden death. Answers the index of the first attempt taken after
 * the decision, or null.
 */
export function attemptAfterDecision(attempts: readonly Attempt[], rounds = 3): number | null {
  const taken: Record<TeamSide, number> = { home: 0, away: 0 };
  const goals: Record<TeamSide, number> = { home: 0, away: 0 };
  for (let i = 0; i < attempts.length; i++) {
    if (decided(taken, goals, rounds)) return i;
    const a = attempts[i]!;
    taken[a.team]++;
    if (a.scored) goals[a.team]++;
  }
  return null;
}

function decided(taken: Record<TeamSide, number>, goals: Record<TeamSide, number>, rounds: number): boolean {
  if (taken.home < rounds || taken.away < rounds) {
    const left = (side: TeamSide) => Math.max(0, rounds - taken[side]);
    return goals.home + left('home') < goals.away || goals.away + left('away') < goals.home;
  }
  return taken.home === taken.away && goals.home !== goals.away;
}
