import type { GoalieStintInput } from '../../schemas/box-score-sheet';
import type { TeamSide } from '../../schemas/box-score';
import { parseClock, periodSeconds, type ClockSeasonType } from './box-score-clock';

/**
 * Issue #26: goalie stints — who was in net from when to when — on one game clock, so a goal can be
 * matched to the goalie it was scored on (or to an empty net) and a goalie's minutes are summed.
 */
export type Stint = Pick<GoalieStintInput, 'team' | 'playerId' | 'fromPeriod' | 'fromTime' | 'toPeriod' | 'toTime'>;

/** Seconds since the opening face-off of (period, 'MM:SS'). */
export function gameClock(period: number, time: string, seasonType: ClockSeasonType | null): number {
  let before = 0;
  for (let p = 1; p < period; p++) before += periodSeconds(p, seasonType);
  return before + (parseClock(time) ?? 0);
}

export const stintSpan = (s: Stint, seasonType: ClockSeasonType | null) => ({
  from: gameClock(s.fromPeriod, s.fromTime, seasonType),
  to: gameClock(s.toPeriod, s.toTime, seasonType),
});

/**
 * The goalie in the team's net at that moment, or null for an empty net. A change logged at the
 * second of a goal is read as made after it: the goalie whose stint ends then was scored on, and a
 * goalie whose stint starts then was not (after an empty-net goal he goes back in at that second,
 * and the official lines do not charge him: WHL game 1022211).
 */
export function goalieInNet(stints: readonly Stint[], team: TeamSide, at: number, seasonType: ClockSeasonType | null): number | null {
  const covering = stints
    .filter((s) => s.team === team)
    .map((s) => ({ s, ...stintSpan(s, seasonType) }))
    .filter((x) => (x.from < at || x.from === 0) && at <= x.to)
    .sort((a, b) => a.to - b.to);
  return covering[0]?.s.playerId ?? null;
}

/** The team's goalie last in net at or before that moment (the one charged when the net was empty). */
export function lastGoalieBefore(stints: readonly Stint[], team: TeamSide, at: number, seasonType: ClockSeasonType | null): number | null {
  const before = stints
    .filter((s) => s.team === team)
    .map((s) => ({ s, ...stintSpan(s, seasonType) }))
    .filter((x) => x.from <= at)
    .sort((a, b) => b.from - a.from);
  return before[0]?.s.playerId ?? null;
}

/** Seconds in net per goalie, from the stints. */
export function stintSeconds(stints: readonly Stint[], seasonType: ClockSeasonType | null): Map<number, number> {
  const total = new Map<number, number>();
  for (const s of stints) {
    const { from, to } = stintSpan(s, seasonType);
    total.set(s.playerId, (total.get(s.playerId) ?? 0) + Math.max(0, to - from));
  }
  return total;
}

export const hasStints = (stints: readonly Stint[] | undefined, team: TeamSide) => (stints ?? []).some((s) => s.team === team);
