export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection };
export type SortValue = number | string | null | undefined;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * A stable sort of table rows by one value; rows without a value (a goalie's SV% before any shot)
 * always sink to the bottom whatever the direction, as sports tables print them.
 */
export function sortRows<R>(rows: readonly R[], value: (row: R) => SortValue, direction: SortDirection): R[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      const aMissing = a.v === null || a.v === undefined || (typeof a.v === 'number' && Number.isNaN(a.v));
      const bMissing = b.v === null || b.v === undefined || (typeof b.v === 'number' && Number.isNaN(b.v));
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order = typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : collator.compare(String(a.v), String(b.v));
      return order * sign || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** Clicking the active column flips it; a new column starts in its natural direction (high stats first). */
export function nextSortState(current: SortState | null, key: string, firstDirection: SortDirection): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}
