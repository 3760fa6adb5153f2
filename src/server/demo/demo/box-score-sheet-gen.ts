import type { GoalInput, TeamSide } from '#shared/schemas/box-score';
import type { GoalieStintInput, PlayerGameInput } from '#shared/schemas/box-score-sheet';
import { formatClock, periodSeconds, type ClockSeasonType } from '#shared/domain/box-score/box-score-clock';
import { gameClock } from '#shared/domain/box-score/goalie-stints';
import type { Rng } from '../prng';
import type { RosterPlayer } from './box-score-gen';

const other = (s: TeamSide): TeamSide => (s === 'home' ? 'away' : 'home');

/** Absolute game seconds back to (period, 'MM:SS'). */
function atClock(seconds: number, seasonType: ClockSeasonType): { period: number; time: string } {
  let period = 1;
  let left = seconds;
  while (left > periodSeconds(period, seasonType)) left -= periodSeconds(period++, seasonType);
  return { period, time: formatClock(left) };
}

/**
 * Issue #26 demo sheets: each starter's stint, ended early when his team pulled him for an extra
 * attacker before an empty-net goal against (the only goals the stints leave his net empty for).
 */
export function demoStints(
  rng: Rng,
  goals: GoalInput[],
  starters: Partial<Record<TeamSide, number>>,
  played: number,
  seasonType: ClockSeasonType,
): GoalieStintInput[] {
  return (['home', 'away'] as const).flatMap((team) => {
    const playerId = starters[team];
    if (playerId === undefined) return [];
    const against = goals.filter((g) => g.team === other(team));
    const lastInNet = Math.max(0, ...against.filter((g) => !g.emptyNet).map((g) => gameClock(g.period, g.time, seasonType)));
    // An empty-netter comes after the last goal scored on the goalie (he is pulled in between).
    for (const g of against.filter((x) => x.emptyNet && gameClock(x.period, x.time, seasonType) <= lastInNet + 2)) {
      Object.assign(g, atClock(Math.min(lastInNet + 3, played), seasonType));
    }
    const emptyNet = against.filter((g) => g.emptyNet).map((g) => gameClock(g.period, g.time, seasonType));
    // Pulled a little before the first empty-netter, never before a goal scored on him.
    const pulled = emptyNet.length ? Math.max(lastInNet + 1, Math.min(...emptyNet) - rng.int(5, 40)) : played;
    const end = atClock(Math.min(pulled, played), seasonType);
    return [{ team, playerId, fromPeriod: 1, fromTime: '00:00', toPeriod: end.period, toTime: end.time }];
  });
}

/** Who was on the ice for each goal: five skaters a side, one fewer short-handed, six with the net empty. */
export function demoOnIce(rng: Rng, goals: GoalInput[], skaters: Record<TeamSide, RosterPlayer[]>) {
  for (const g of goals) {
    const scoring = [g.scorerPlayerId, g.assist1PlayerId, g.assist2PlayerId].filter((id): id is number => id !== null);
    const size = (team: TeamSide) => {
      const shortHanded = (g.strength === 'SH' && team === g.team) || (g.strength === 'PP' && team !== g.team);
      const pulled = team !== g.team && g.emptyNet;
      return (shortHanded ? 4 : 5) + (pulled ? 1 : 0);
    };
    const fill = (team: TeamSide, first: number[]) => {
      const rest = rng.shuffle(skaters[team].map((p) => p.id).filter((id) => !first.includes(id)));
      return [...first, ...rest].slice(0, size(team));
    };
    const onIce = { [g.team]: fill(g.team, scoring), [other(g.team)]: fill(other(g.team), []) } as Record<TeamSide, number[]>;
    g.onIce = { home: onIce.home, away: onIce.away };
  }
}

/** Each skater's shots on goal: his goals, and the team's other shots spread over forwards mostly. */
export function demoPlayerShots(
  rng: Rng,
  goals: GoalInput[],
  teamShots: Record<TeamSide, number>,
  skaters: Record<TeamSide, RosterPlayer[]>,
): PlayerGameInput[] {
  return (['home', 'away'] as const).flatMap((team) => {
    const shots = new Map(skaters[team].map((p) => [p.id, 0]));
    const own = goals.filter((g) => g.team === team);
    for (const g of own) shots.set(g.scorerPlayerId, (shots.get(g.scorerPlayerId) ?? 0) + 1);
    const weights = skaters[team].map((p) => [p.id, p.position === 'defense' ? 2 : 3] as const);
    for (let i = own.length; i < teamShots[team] && weights.length; i++) {
      const id = rng.weighted(weights);
      shots.set(id, shots.get(id)! + 1);
    }
    return [...shots].map(([playerId, n]) => ({ playerId, shots: n, plusMinus: null, timeOnIce: null }));
  });
}
