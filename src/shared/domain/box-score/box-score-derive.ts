import type { BoxScoreBody, GoalInput, LineScore, TeamSide } from '../../schemas/box-score';
import { REGULATION_PERIODS, parseClock, periodLabel } from './box-score-clock';

/**
 * Issue #17: what a box score implies, computed the same way for the API answer, the stored
 * statistics and the editor's preview.
 */
export type BoxOutcome = 'REG' | 'OT' | 'SO' | 'TIE' | null;
export const other = (team: TeamSide): TeamSide => (team === 'home' ? 'away' : 'home');

const seconds = (time: string) => parseClock(time) ?? 0;

/** Goals in the order scored: by period, then time (input order breaks ties). */
export function orderGoals<T extends Pick<GoalInput, 'period' | 'time'>>(goals: readonly T[]): T[] {
  return goals
    .map((g, i) => ({ g, i }))
    .sort((a, b) => a.g.period - b.g.period || seconds(a.g.time) - seconds(b.g.time) || a.i - b.i)
    .map((x) => x.g);
}

export interface ShootoutTally {
  home: number;
  away: number;
  winner: TeamSide | null;
}

export function shootoutTally(box: Pick<BoxScoreBody, 'shootout'>): ShootoutTally {
  const home = box.shootout.filter((a) => a.team === 'home' && a.scored).length;
  const away = box.shootout.filter((a) => a.team === 'away' && a.scored).length;
  return { home, away, winner: home === away ? null : home > away ? 'home' : 'away' };
}

/** The final as written: goals of periods 1–3 and overtime, plus one for the shootout winner. */
export function boxTotals(box: Pick<BoxScoreBody, 'goals' | 'shootout'>, outcome: BoxOutcome) {
  const home = box.goals.filter((g) => g.team === 'home').length;
  const away = box.goals.filter((g) => g.team === 'away').length;
  const so = outcome === 'SO' ? shootoutTally(box).winner : null;
  return { home: home + (so === 'home' ? 1 : 0), away: away + (so === 'away' ? 1 : 0) };
}

export interface DerivedGoal<T> {
  goal: T;
  homeScore: number;
  awayScore: number;
  gameWinning: boolean;
}

/**
 * Running score and the game-winning goal: the winner's goal that put it one ahead of the loser's
 * final total. A shootout decides its game, so no goal is the winner there; no winner, no GWG.
 */
export function deriveGoals<T extends GoalInput>(goals: readonly T[], outcome: BoxOutcome, final: boolean): DerivedGoal<T>[] {
  const ordered = orderGoals(goals);
  const total = { home: 0, away: 0 };
  for (const g of ordered) total[g.team] += 1;
  const winner: TeamSide | null =
    !final || outcome === 'SO' || total.home === total.away ? null : total.home > total.away ? 'home' : 'away';
  const gwgNumber = winner ? total[other(winner)] + 1 : 0;
  const score = { home: 0, away: 0 };
  return ordered.map((goal) => {
    score[goal.team] += 1;
    const gameWinning = winner !== null && goal.team === winner && score[winner] === gwgNumber;
    return { goal, homeScore: score.home, awayScore: score.away, gameWinning };
  });
}

/** Goals (and shots) by period: 1–3 always, overtime columns only when played; team penalty minutes (bench ones too). */
export function lineScore(box: Pick<BoxScoreBody, 'goals' | 'shots' | 'shootout' | 'penalties'>, outcome: BoxOutcome): LineScore {
  const last = Math.max(
    REGULATION_PERIODS,
    outcome === 'OT' || outcome === 'SO' ? REGULATION_PERIODS + 1 : 0,
    ...box.goals.map((g) => g.period),
    ...box.shots.map((s) => s.period),
  );
  const periods = Array.from({ length: last }, (_, i) => i + 1).map((period) => ({
    period,
    label: periodLabel(period),
    home: box.goals.filter((g) => g.period === period && g.team === 'home').length,
    away: box.goals.filter((g) => g.period === period && g.team === 'away').length,
  }));
  // The SO column counts the shootout as the final does, 1 for the winner and 0 for the loser (NHL.com's
  // line score), so each row adds up to its total; the shootout's own goals are in its attempts.
  const decided = outcome === 'SO' ? shootoutTally(box).winner : null;
  const so = box.shootout.length > 0 || outcome === 'SO' ? { home: decided === 'home' ? 1 : 0, away: decided === 'away' ? 1 : 0 } : null;
  const shotPeriods = Array.from({ length: last }, (_, i) => i + 1).map((period) => {
    const row = box.shots.find((s) => s.period === period);
    return { period, label: periodLabel(period), home: row?.home ?? 0, away: row?.away ?? 0 };
  });
  const sum = (rows: { home: number; away: number }[]) => ({
    home: rows.reduce((n, r) => n + r.home, 0),
    away: rows.reduce((n, r) => n + r.away, 0),
  });
  return {
    periods,
    shootout: so,
    total: boxTotals(box, outcome),
    shots: box.shots.length > 0 ? { periods: shotPeriods, total: sum(shotPeriods) } : null,
    penaltyMinutes: {
      home: box.penalties.filter((p) => p.team === 'home').reduce((n, p) => n + p.minutes, 0),
      away: box.penalties.filter((p) => p.team === 'away').reduce((n, p) => n + p.minutes, 0),
    },
  };
}

/**
 * A shutout: the winning goalie (credited W) played the whole game alone for his team and the
 * other team's final score is 0 (an empty-net goal against also spoils it; a 1–0 shootout win is
 * one). Two goalies sharing one: neither is credited. `credited` defaults to the sheet's decisions.
 */
export function isShutout(
  box: Pick<BoxScoreBody, 'goals' | 'shootout' | 'goalies'> & Partial<Pick<BoxScoreBody, 'goalieStints'>>,
  goalieIndex: number,
  outcome: BoxOutcome,
  credited: readonly (string | null)[] = box.goalies.map((g) => g.decision),
): boolean {
  const goalie = box.goalies[goalieIndex];
  if (!goalie || credited[goalieIndex] !== 'W') return false;
  const inNet = new Set([
    ...box.goalies.filter((g) => g.team === goalie.team).map((g) => g.playerId),
    ...(box.goalieStints ?? []).filter((s) => s.team === goalie.team).map((s) => s.playerId),
  ]);
  const alone = inNet.size === 1;
  return alone && boxTotals(box, outcome)[other(goalie.team)] === 0;
}
