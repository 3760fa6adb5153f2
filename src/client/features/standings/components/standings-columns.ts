import type { StandingsSortColumn } from '#shared/domain/standings/standings';
import type { StandingRow } from '#shared/schemas/standing';

export type Column = {
  key: StandingsSortColumn | 'lastTen' | 'streak' | 'ties';
  label: string;
  title: string;
  format?: (row: StandingRow) => string;
  sortable: boolean;
  /** The width from which the column shows: every table fits its box, so the page never scrolls sideways
   *  and the header row can stick under the site's bar (issue 28). Absent: always shown. */
  from?: 'sm' | 'md' | 'lg' | 'xl';
  /** A fixed width (literal classes): the compact tables are laid out fixed, so each column sits at the same x
   *  in every table of a view, whatever its figures, and the team column takes the rest. */
  width?: string;
};

/** Literal classes, so Tailwind sees them. */
export const SHOWN_FROM = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
} as const;

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
  { key: 'pointsPercentage', label: 'P%', title: 'Points percentage', sortable: true, from: 'sm', format: (r) => pct(r.pointsPercentage) },
  { key: 'goalsFor', label: 'GF', title: 'Goals for', sortable: true, from: 'lg' },
  { key: 'goalsAgainst', label: 'GA', title: 'Goals against', sortable: true, from: 'lg' },
  {
    key: 'goalDifferential',
    label: 'DIFF',
    title: 'Goal differential',
    sortable: true,
    from: 'sm',
    format: (r) => signed(r.goalDifferential),
  },
  { key: 'regulationWins', label: 'RW', title: 'Regulation wins', sortable: true, from: 'xl' },
  { key: 'regulationPlusOvertimeWins', label: 'ROW', title: 'Regulation plus overtime wins', sortable: true, from: 'xl' },
  { key: 'lastTen', label: 'L10', title: 'Last 10 games (W-L-OTL)', sortable: false, from: 'xl' },
  { key: 'streak', label: 'STRK', title: 'Current streak', sortable: false, from: 'lg' },
];

/** The compact division tables keep the columns that decide a race; from sm all of them show. */
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

// Wide enough for a three-digit figure and the header with its padding; on a phone, narrow enough that a 320 px
// table with a T column still leaves the team's three-letter short name its room.
const COMPACT_WIDTHS: Partial<Record<Column['key'], string>> = {
  gamesPlayed: 'w-8 sm:w-9',
  wins: 'w-7 sm:w-9',
  losses: 'w-7 sm:w-9',
  overtimeLosses: 'w-9 sm:w-11',
  ties: 'w-7 sm:w-9',
  points: 'w-10 sm:w-11',
  pointsPercentage: 'sm:w-13',
  goalDifferential: 'sm:w-12',
  streak: 'sm:w-14',
};

/** A compact table's columns: P%, DIFF and STRK from sm, the rest always; each at its fixed width. */
export const COMPACT_COLUMNS: Column[] = STAT_COLUMNS.filter((c) => COMPACT_KEYS.has(c.key)).map((c) => ({
  ...c,
  from: c.from ? 'sm' : undefined,
  width: COMPACT_WIDTHS[c.key],
}));

/** The T column only where a team has a tie: leagues without ties keep the NHL table. A view decides it once for
 *  all its tables (every table of a view has the same columns, or they would not line up). */
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
