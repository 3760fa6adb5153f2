import type { StandingsSortColumn } from '#shared/domain/standings';
import type { StandingRow } from '#shared/schemas/standing';

export type Column = {
  key: StandingsSortColumn | 'lastTen' | 'streak' | 'ties';
  label: string;
  title: string;
  format?: (row: StandingRow) => string;
  sortable: boolean;
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const pct = (n: number) => n.toFixed(3).replace(/^0(?=\.)/, '');

/** Stat columns after Rank and Team, with the abbreviations every hockey table uses. */
export const STAT_COLUMNS: Column[] = [
  { key: 'gamesPlayed', label: 'GP', title: 'Games played', sortable: true },
  { key: 'wins', label: 'W', title: 'Wins', sortable: true },
  { key: 'losses', label: 'L', title: 'Regulation losses', sortable: true },
  { key: 'overtimeLosses', label: 'OTL', title: 'Overtime and shootout losses', sortable: true },
  // Issue 18: only a league whose points system gives ties points has tied finals; shown when a row has one.
  { key: 'ties', label: 'T', title: 'Ties', sortable: false },
  { key: 'points', label: 'PTS', title: 'Points', sortable: true },
  { key: 'pointsPercentage', label: 'P%', title: 'Points percentage', sortable: true, format: (r) => pct(r.pointsPercentage) },
  { key: 'goalsFor', label: 'GF', title: 'Goals for', sortable: true },
  { key: 'goalsAgainst', label: 'GA', title: 'Goals against', sortable: true },
  { key: 'goalDifferential', label: 'DIFF', title: 'Goal differential', sortable: true, format: (r) => signed(r.goalDifferential) },
  { key: 'regulationWins', label: 'RW', title: 'Regulation wins', sortable: true },
  { key: 'regulationPlusOvertimeWins', label: 'ROW', title: 'Regulation plus overtime wins', sortable: true },
  { key: 'lastTen', label: 'L10', title: 'Last 10 games (W-L-OTL)', sortable: false },
  { key: 'streak', label: 'STRK', title: 'Current streak', sortable: false },
];

/** The compact division tables keep the columns that decide a race. */
export const COMPACT_KEYS = new Set<Column['key']>([
  'gamesPlayed',
  'wins',
  'losses',
  'overtimeLosses',
  'ties',
  'points',
  'pointsPercentage',
  'goalDifferential',
  'streak',
]);

/** The T column only where a team has a tie: leagues without ties keep the NHL table. */
export const withTies = (columns: Column[], rows: readonly StandingRow[]) =>
  rows.some((r) => r.ties > 0) ? columns : columns.filter((c) => c.key !== 'ties');

export function cellText(row: StandingRow, col: Column): string {
  if (col.format) return col.format(row);
  const v = row[col.key as keyof StandingRow];
  return v === '' || v === null || v === undefined ? '–' : String(v);
}

export function diffTone(row: StandingRow, col: Column): string {
  if (col.key !== 'goalDifferential') return '';
  return row.goalDifferential > 0 ? 'text-emerald-700' : row.goalDifferential < 0 ? 'text-rose-700' : '';
}
