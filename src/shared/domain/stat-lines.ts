import type { GoalieLine, SkaterLine } from '../schemas/player-stats';
import { goalsAgainstAverage, savePercentage } from './goalie-math';

/** The counting figures of one stored season total (player_season_stats) or a sum of them. */
export interface StatTotals {
  gamesPlayed: number;
  goals: number;
  assists: number;
  penaltyMinutes: number;
  powerPlayGoals: number;
  shortHandedGoals: number;
  gameWinningGoals: number;
  goalieGames: number;
  wins: number;
  losses: number;
  overtimeLosses: number;
  shotsAgainst: number;
  saves: number;
  goalsAgainst: number;
  timeOnIceSeconds: number;
  shutouts: number;
}

const KEYS: (keyof StatTotals)[] = [
  'gamesPlayed',
  'goals',
  'assists',
  'penaltyMinutes',
  'powerPlayGoals',
  'shortHandedGoals',
  'gameWinningGoals',
  'goalieGames',
  'wins',
  'losses',
  'overtimeLosses',
  'shotsAgainst',
  'saves',
  'goalsAgainst',
  'timeOnIceSeconds',
  'shutouts',
];

/** Career and multi-team totals: counts add up, averages are recomputed from the sums (never averaged). */
export function sumTotals(rows: readonly StatTotals[]): StatTotals {
  const total = Object.fromEntries(KEYS.map((k) => [k, 0])) as unknown as StatTotals;
  for (const r of rows) for (const k of KEYS) total[k] += r[k];
  return total;
}

export const skaterLine = (t: StatTotals): SkaterLine => ({
  gamesPlayed: t.gamesPlayed,
  goals: t.goals,
  assists: t.assists,
  points: t.goals + t.assists,
  penaltyMinutes: t.penaltyMinutes,
  powerPlayGoals: t.powerPlayGoals,
  shortHandedGoals: t.shortHandedGoals,
  gameWinningGoals: t.gameWinningGoals,
});

export const goalieLine = (t: StatTotals): GoalieLine => ({
  gamesPlayed: t.goalieGames,
  wins: t.wins,
  losses: t.losses,
  overtimeLosses: t.overtimeLosses,
  shotsAgainst: t.shotsAgainst,
  saves: t.saves,
  goalsAgainst: t.goalsAgainst,
  timeOnIceSeconds: t.timeOnIceSeconds,
  goalsAgainstAverage: goalsAgainstAverage(t.goalsAgainst, t.timeOnIceSeconds),
  savePercentage: savePercentage(t.saves, t.shotsAgainst),
  shutouts: t.shutouts,
});
