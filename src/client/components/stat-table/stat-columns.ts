import type { ReactNode } from 'react';
import type { SortDirection, SortValue } from '../../lib/sort-rows';

/** One numeric column of a dense stats table: a hockey abbreviation, its full name, a value to sort by. */
export type StatColumn<R> = {
  key: string;
  /** The abbreviation in the header ("GP", "SV%"). */
  label: string;
  /** The full name, for the tooltip and screen readers ("Games played"). */
  title: string;
  value: (row: R) => SortValue;
  /** The cell's text when it is not simply the value ("0.915" → ".915"). */
  format?: (row: R) => ReactNode;
  /** The direction a first click sorts in: most stats read best high first, GAA low first. */
  firstDirection?: SortDirection;
  sortable?: boolean;
  /** The column a reader looks for first (PTS, SV%): bold. */
  strong?: boolean;
  align?: 'left' | 'right';
  /** A column a phone can do without (shown from 640 px): the numbers readers want stay in view. */
  hideOnPhone?: boolean;
  /** A figure only some sheets give (TOI): the column is left out when no row has it, not a column of dashes. */
  optional?: boolean;
};

/** The frozen first column: who or what the row is about (player, team, season). */
export type LeadColumn<R> = {
  label: string;
  render: (row: R) => ReactNode;
  /** Sorting by name; omitted = the lead column does not sort. */
  value?: (row: R) => SortValue;
  /** Tailwind width classes; the default fits a name at 375 px beside five stats. */
  width?: string;
};

export const cellText = <R>(row: R, col: StatColumn<R>): ReactNode => {
  if (col.format) return col.format(row);
  const v = col.value(row);
  return v === null || v === undefined || v === '' ? '–' : v;
};
