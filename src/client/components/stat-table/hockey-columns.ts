import { formatSavePercentage } from '#shared/domain/stats/goalie-math';
import type { GoalieLine, SkaterLine } from '#shared/schemas/player-stats';
import type { StatColumn } from './stat-columns';

/** GAA as printed on a stats sheet: two decimals, a dash before any minute in net. */
export const formatGaa = (value: number | null): string => (value === null ? '—' : value.toFixed(2));

/** +/- as printed: a plus sign on a positive figure, a dash when no sheet gave it. */
export const formatPlusMinus = (value: number | null): string => (value === null ? '–' : value > 0 ? `+${value}` : String(value));

/** Seconds as M:SS (time on ice per game, a goalie's minutes as MIN). */
export const formatToi = (seconds: number | null): string =>
  seconds === null ? '–' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The skater columns every hockey site prints, in the usual order; PTS is the one readers look for. */
export function skaterColumns<R extends SkaterLine>(): StatColumn<R>[] {
  return [
    { key: 'gamesPlayed', label: 'GP', title: 'Games played', value: (r) => r.gamesPlayed },
    { key: 'goals', label: 'G', title: 'Goals', value: (r) => r.goals },
    { key: 'assists', label: 'A', title: 'Assists', value: (r) => r.assists },
    { key: 'points', label: 'P', title: 'Points', value: (r) => r.points, strong: true },
    { key: 'penaltyMinutes', label: 'PIM', title: 'Penalty minutes', value: (r) => r.penaltyMinutes },
    { key: 'powerPlayGoals', label: 'PPG', title: 'Power-play goals', value: (r) => r.powerPlayGoals },
    { key: 'shortHandedGoals', label: 'SHG', title: 'Short-handed goals', value: (r) => r.shortHandedGoals },
    {
      key: 'plusMinus',
      label: '+/-',
      title: 'Plus/minus',
      value: (r) => r.plusMinus,
      format: (r) => formatPlusMinus(r.plusMinus),
    },
    { key: 'shots', label: 'SOG', title: 'Shots on goal', value: (r) => r.shots },
    {
      key: 'shootingPercentage',
      label: 'S%',
      title: 'Shooting percentage',
      value: (r) => r.shootingPercentage,
      // Kept on phones (issue 26): with +/- and SOG it is what a fan reads after points; the table scrolls inside itself.
      format: (r) => (r.shootingPercentage === null ? '–' : r.shootingPercentage.toFixed(1)),
    },
    { key: 'gameWinningGoals', label: 'GWG', title: 'Game-winning goals', value: (r) => r.gameWinningGoals },
    { key: 'powerPlayAssists', label: 'PPA', title: 'Power-play assists', value: (r) => r.powerPlayAssists, hideOnPhone: true },
    { key: 'shortHandedAssists', label: 'SHA', title: 'Short-handed assists', value: (r) => r.shortHandedAssists, hideOnPhone: true },
    {
      key: 'timeOnIcePerGameSeconds',
      label: 'TOI/GP',
      title: 'Average time on ice per game',
      value: (r) => r.timeOnIcePerGameSeconds,
      format: (r) => formatToi(r.timeOnIcePerGameSeconds),
      hideOnPhone: true,
      optional: true,
    },
  ];
}

/**
 * Goalie columns, in Elite Prospects' order: GAA and SV% right after GP, so a 375 px phone shows
 * them without scrolling; shots and saves (the least read) wait for a wider screen.
 */
export function goalieColumns<R extends GoalieLine>(): StatColumn<R>[] {
  return [
    { key: 'gamesPlayed', label: 'GP', title: 'Games played', value: (r) => r.gamesPlayed },
    {
      key: 'goalsAgainstAverage',
      label: 'GAA',
      title: 'Goals-against average',
      value: (r) => r.goalsAgainstAverage,
      format: (r) => formatGaa(r.goalsAgainstAverage),
      firstDirection: 'asc',
    },
    {
      key: 'savePercentage',
      label: 'SV%',
      title: 'Save percentage',
      value: (r) => r.savePercentage,
      format: (r) => formatSavePercentage(r.savePercentage),
      strong: true,
    },
    { key: 'wins', label: 'W', title: 'Wins', value: (r) => r.wins },
    { key: 'losses', label: 'L', title: 'Losses', value: (r) => r.losses },
    { key: 'overtimeLosses', label: 'OTL', title: 'Overtime and shootout losses', value: (r) => r.overtimeLosses },
    { key: 'shutouts', label: 'SO', title: 'Shutouts', value: (r) => r.shutouts },
    { key: 'goalsAgainst', label: 'GA', title: 'Goals against', value: (r) => r.goalsAgainst, firstDirection: 'asc' },
    { key: 'shotsAgainst', label: 'SA', title: 'Shots against', value: (r) => r.shotsAgainst, hideOnPhone: true },
    { key: 'saves', label: 'SV', title: 'Saves', value: (r) => r.saves, hideOnPhone: true },
    {
      key: 'timeOnIceSeconds',
      label: 'MIN',
      title: 'Minutes in net',
      value: (r) => r.timeOnIceSeconds,
      format: (r) => formatToi(r.timeOnIceSeconds),
      hideOnPhone: true,
    },
    { key: 'assists', label: 'A', title: 'Assists', value: (r) => r.assists, hideOnPhone: true },
    { key: 'penaltyMinutes', label: 'PIM', title: 'Penalty minutes', value: (r) => r.penaltyMinutes, hideOnPhone: true },
  ];
}
