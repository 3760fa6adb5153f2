/** Presentation helpers for standings rows: the sortable table (§4) and conference/division view. */

export const STANDINGS_SORT_COLUMNS = [
  'rank',
  'gamesPlayed',
  'wins',
  'losses',
  'overtimeLosses',
  'points',
  'pointsPercentage',
  'goalsFor',
  'goalsAgainst',
  'goalDifferential',
  'regulationWins',
  'regulationPlusOvertimeWins',
] as const;
export type StandingsSortColumn = (typeof STANDINGS_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface StandingsSort {
  column: StandingsSortColumn;
  direction: SortDirection;
}

export const DEFAULT_STANDINGS_SORT: StandingsSort = { column: 'rank', direction: 'asc' };

/** §4: a row without a rank sorts as 999, i.e. after every ranked team. */
export const MISSING_RANK = 999;

/** Rank reads best-first ascending; for every stat "more" is the interesting end. */
export function defaultDirection(column: StandingsSortColumn): SortDirection {
  return column === 'rank' ? 'asc' : 'desc';
}

/** §4: a new column starts at its default direction; the same column toggles. */
export function nextSort(current: StandingsSort | null | undefined, clicked: StandingsSortColumn): StandingsSort {
  if (current && current.column === clicked) {
    return { column: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column: clicked, direction: defaultDirection(clicked) };
}

export type SortableStandingsRow = Partial<Record<StandingsSortColumn, number | null>>;

const rankOf = (row: SortableStandingsRow): number => row.rank ?? MISSING_RANK;

// Missing stats count as 0: they are absent only for teams that have not played.
function valueOf(row: SortableStandingsRow, column: StandingsSortColumn): number {
  return column === 'rank' ? rankOf(row) : (row[column] ?? 0);
}

/** Returns a new array; equal values keep rank order so the table never jitters. */
export function sortStandings<R extends SortableStandingsRow>(
  rows: readonly R[],
  column: StandingsSortColumn,
  direction: SortDirection,
): R[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (valueOf(a, column) - valueOf(b, column)) || rankOf(a) - rankOf(b));
}

export const UNGROUPED_LABEL = 'Other';

export interface DivisionGroup<R> {
  division: string;
  rows: R[];
}

export interface ConferenceGroup<R> {
  conference: string;
  divisions: DivisionGroup<R>[];
}

export interface GroupableStandingsRow {
  rank?: number | null;
  team?: { conference?: string | null; division?: string | null } | null;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const labelOf = (value: string | null | undefined): string => value?.trim() || UNGROUPED_LABEL;

/** Alphabetical, with the catch-all 'Other' bucket last. */
function compareLabels(a: string, b: string): number {
  if ((a === UNGROUPED_LABEL) !== (b === UNGROUPED_LABEL)) return a === UNGROUPED_LABEL ? 1 : -1;
  return collator.compare(a, b);
}

export function groupByConferenceDivision<R extends GroupableStandingsRow>(rows: readonly R[]): ConferenceGroup<R>[] {
  const tree = new Map<string, Map<string, R[]>>();
  for (const row of [...rows].sort((a, b) => rankOf(a) - rankOf(b))) {
    const conference = labelOf(row.team?.conference);
    const division = labelOf(row.team?.division);
    const divisions = tree.get(conference) ?? new Map<string, R[]>();
    tree.set(conference, divisions);
    const bucket = divisions.get(division) ?? [];
    divisions.set(division, bucket);
    bucket.push(row);
  }
  return [...tree.keys()].sort(compareLabels).map((conference) => {
    const divisions = tree.get(conference) ?? new Map<string, R[]>();
    return {
      conference,
      divisions: [...divisions.keys()].sort(compareLabels).map((division) => ({
        division,
        rows: divisions.get(division) ?? [],
      })),
    };
  });
}
