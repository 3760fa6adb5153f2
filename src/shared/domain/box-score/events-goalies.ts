import type { BoxScoreBody, GoalInput, GoalieInput, TeamSide } from '../../schemas/box-score';
import type { GoalieStintInput } from '../../schemas/box-score-sheet';
import type { GameEvent } from '../../schemas/game-event';
import { REGULATION_PERIODS, formatClock, parseClock, periodSeconds, type ClockSeasonType } from './box-score-clock';
import { gameClock, goalieInNet, stintSeconds } from './goalie-stints';

type Outcome = 'REG' | 'OT' | 'SO' | 'TIE';
interface Change {
  team: TeamSide;
  period: number;
  time: string;
  playerId: number | null;
}
/** A shot tap's moment: who shot, and when. */
export interface ShotTap {
  team: TeamSide;
  period: number;
  time: string;
}

const other = (t: TeamSide): TeamSide => (t === 'home' ? 'away' : 'home');

/** Where the game's clock stopped: the overtime winner, else the end of the last period played. */
function gameEnd(goals: readonly GoalInput[], outcome: Outcome, seasonType: ClockSeasonType | null) {
  const ot = goals.filter((g) => g.period > REGULATION_PERIODS);
  if (outcome === 'OT' && ot.length) {
    const last = ot.reduce((a, b) => (gameClock(b.period, b.time, seasonType) > gameClock(a.period, a.time, seasonType) ? b : a));
    return { period: last.period, time: last.time };
  }
  // The box score's rules count a shootout game's overtime in full and a level game without one as regulation.
  const period = Math.max(REGULATION_PERIODS, ...goals.map((g) => g.period), outcome === 'SO' ? REGULATION_PERIODS + 1 : 0);
  return { period, time: formatClock(periodSeconds(period, seasonType)) };
}

/**
 * Issue 27, ADR 0028: who was in each net, from the lineups' starting goalies (in at the opening
 * face-off) and the goalie-change events (null: pulled), cut at the game's end. A change logged
 * after the game ended is ignored; one that names the goalie already in net changes nothing.
 */
export function eventStints(
  events: readonly GameEvent[],
  goals: readonly GoalInput[],
  outcome: Outcome,
  seasonType: ClockSeasonType | null,
): GoalieStintInput[] {
  const end = gameEnd(goals, outcome, seasonType);
  const endAt = gameClock(end.period, end.time, seasonType);
  const changes: Change[] = [];
  for (const e of events) {
    if (e.type === 'lineup' && e.startingGoalieId != null)
      changes.push({ team: e.team, period: 1, time: '00:00', playerId: e.startingGoalieId });
    if (e.type === 'goalie-change') changes.push({ team: e.team, period: e.period, time: e.time, playerId: e.playerId });
  }
  const stints: GoalieStintInput[] = [];
  for (const team of ['home', 'away'] as const) {
    const mine = changes
      .map((c, i) => ({ c, i, at: gameClock(c.period, c.time, seasonType) }))
      .filter((x) => x.c.team === team && x.at <= endAt && parseClock(x.c.time) !== null)
      .sort((a, b) => a.at - b.at || a.i - b.i);
    let open: { playerId: number; period: number; time: string; at: number } | null = null;
    const close = (period: number, time: string, at: number) => {
      if (open && at > open.at)
        stints.push({ team, playerId: open.playerId, fromPeriod: open.period, fromTime: open.time, toPeriod: period, toTime: time });
      open = null;
    };
    for (const { c, at } of mine) {
      if (open && (open as { playerId: number }).playerId === c.playerId) continue;
      close(c.period, c.time, at);
      if (c.playerId !== null) open = { playerId: c.playerId, period: c.period, time: c.time, at };
    }
    close(end.period, end.time, endAt);
  }
  return stints;
}

/**
 * Each goalie's line from the stints: minutes in net, the goals scored on him (the goalie in net at
 * the goal: empty-net and shootout goals are no goalie's) and the shots he faced (the other team's
 * taps while he was in, plus those goals, as a goal is a shot on goal). Decisions are left to the
 * box score's rule, which credits them from the stints.
 */
export function stintGoalieLines(
  stints: readonly GoalieStintInput[],
  goals: readonly GoalInput[],
  taps: readonly ShotTap[],
  seasonType: ClockSeasonType | null,
): BoxScoreBody['goalies'] {
  const seconds = stintSeconds(stints, seasonType);
  const lines = new Map<number, GoalieInput>();
  for (const s of stints)
    if (!lines.has(s.playerId))
      lines.set(s.playerId, {
        team: s.team,
        playerId: s.playerId,
        timeOnIce: formatClock(seconds.get(s.playerId) ?? 0),
        shotsAgainst: 0,
        saves: 0,
        goalsAgainst: 0,
        decision: null,
      });
  const facing = (shooter: TeamSide, period: number, time: string) => {
    const id = goalieInNet(stints, other(shooter), gameClock(period, time, seasonType), seasonType);
    return id === null ? undefined : lines.get(id);
  };
  for (const g of goals) {
    const line = facing(g.team, g.period, g.time);
    if (line && !g.emptyNet) {
      line.goalsAgainst += 1;
      line.shotsAgainst += 1;
    }
  }
  for (const t of taps) {
    const line = facing(t.team, t.period, t.time);
    if (line) {
      line.shotsAgainst += 1;
      line.saves += 1;
    }
  }
  return [...lines.values()];
}
