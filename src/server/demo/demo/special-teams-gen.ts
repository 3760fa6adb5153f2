import type { BoxScoreBody, GoalInput, TeamSide } from '#shared/schemas/box-score';
import { formatClock, parseClock } from '#shared/domain/box-score/box-score-clock';
import { attemptAfterDecision } from '#shared/domain/box-score/shootout-rules';
import type { Rng } from '../prng';
import { INFRACTIONS, pickSkater, type RosterPlayer } from './demo-skaters';
import { other } from '#shared/domain/box-score/box-score-derive';

const sides = ['home', 'away'] as const;
type Penalty = BoxScoreBody['penalties'][number];

/**
 * Issue 39 item 4: each demo power-play goal comes on a minor of the other team called shortly before
 * it (the demo credited PPGs with no penalty in force), so the sheet adds up as a fan reads it.
 */
export function powerPlayPenalties(rng: Rng, goals: readonly GoalInput[], skaters: Record<TeamSide, RosterPlayer[]>): Penalty[] {
  return goals
    .filter((g) => g.strength === 'PP')
    .map((g) => {
      const team = other(g.team);
      const at = parseClock(g.time) ?? 0;
      return {
        period: g.period,
        time: formatClock(Math.max(0, at - rng.int(5, 115))),
        team,
        playerId: pickSkater(rng, skaters[team]) ?? skaters[team][0]!.id,
        minutes: 2,
        infraction: rng.pick(INFRACTIONS.filter((i) => i !== 'Too many men')),
      };
    });
}

/**
 * A shootout won by `winner` that stops once decided: three rounds, then sudden death, each attempt
 * scored about a third of the time; drawn again (bounded) until the right team wins.
 */
export function demoShootout(rng: Rng, winner: TeamSide, skaters: Record<TeamSide, RosterPlayer[]>, rounds = 3) {
  const shooters = { home: rng.shuffle([...skaters.home]), away: rng.shuffle([...skaters.away]) };
  for (let tries = 0; tries < 50; tries++) {
    const attempts: { team: TeamSide; playerId: number; scored: boolean }[] = [];
    const goals = { home: 0, away: 0 };
    for (let n = 0; n < 40; n++) {
      const team = sides[n % 2]!;
      const next = { team, playerId: shooters[team][Math.floor(n / 2) % shooters[team].length]!.id, scored: rng.chance(0.33) };
      if (attemptAfterDecision([...attempts, next], rounds) !== null) break;
      attempts.push(next);
      if (next.scored) goals[team]++;
    }
    if (goals[winner] > goals[other(winner)]) return attempts;
  }
  // Every draw went the other way: the winner's first shooter scores, the other's misses.
  return [
    { team: other(winner), playerId: shooters[other(winner)][0]!.id, scored: false },
    { team: winner, playerId: shooters[winner][0]!.id, scored: true },
  ];
}
