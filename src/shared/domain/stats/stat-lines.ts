import type { GoalieLine, SkaterLine } from '../../schemas/player-stats';
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
  powerPlayAssists: number;
  shortHandedAssists: number;
  /** null while no game's sheet gave it. */
  plusMinus: number | null;
  shots: number | null;
  skaterTimeOnIceSeconds: number | null;
  /** Games whose sheet gave his time on ice. */
  timeOnIceGames: number;
}

const KEYS = [
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
  'powerPlayAssists',
  'shortHandedAssists',
  'timeOnIceGames',
] as const;
const NULLABLE_KEYS = ['plusMinus', 'shots', 'skaterTimeOnIceSeconds'] as const;

/** Career and multi-team totals: counts add up, averages are recomputed from the sums (never averaged). */
export function sumTotals(rows: readonly StatTotals[]): StatTotals {
  const total = Object.fromEntries([...KEYS.map((k) => [k, 0]), ...NULLABLE_KEYS.map((k) => [k, null])]) as unknown as StatTotals;
  for (const r of rows) {
    for (const k of KEYS) total[k] += r[k];
    for (const k of NULLABLE_KEYS) {
      const v = r[k];
      if (v !== null) total[k] = (total[k] ?? 0) + v;
    }
  }
  return total;
}

/** Goals per shot on goal, in percent with one decimal (12.5); null without shots. */
export const shootingPercentage = (goals: number, shots: number | null) =>
  shots === null || shots <= 0 ? null : Math.round((goals * 1000) / shots) / 10;

export const skaterLine = (t: StatTotals): SkaterLine => ({
  gamesPlayed: t.gamesPlayed,
  goals: t.goals,
  assists: t.assists,
  points: t.goals + t.assists,
  penaltyMinutes: t.penaltyMinutes,
  powerPlayGoals: t.powerPlayGoals,
  shortHandedGoals: t.shortHandedGoals,
  gameWinningGoals: t.gameWinningGoals,
  powerPlayAssists: t.powerPlayAssists,
  shortHandedAssists: t.shortHandedAssists,
  plusMinus: t.plusMinus,
  shots: t.shots,
  shootingPercentage: shootingPercentage(t.goals, t.shots),
  timeOnIcePerGameSeconds:
    t.skaterTimeOnIceSeconds === null || t.timeOnIceGames === 0 ? null : Math.round(t.skaterTimeOnIceSeconds / t.timeOnIceGames),
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
  goals: t.goals,
  assists: t.assists,
  penaltyMinutes: t.penaltyMinutes,
});
