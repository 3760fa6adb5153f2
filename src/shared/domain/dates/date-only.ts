const DATE_ONLY_RE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Parses 'yyyy-MM-dd' as a *local* calendar date. `new Date('2024-03-01')` would be UTC
 * midnight and show as the previous day west of Greenwich, so we build it from parts.
 * A trailing time part (ISO timestamp from the API) is ignored.
 * Free of date-fns on purpose: ages on the player lists need only this, and date-fns' format
 * plus its locale would otherwise ride along into those pages (~6 kB gzip).
 */
export function parseDateOnly(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = DATE_ONLY_RE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  // Reject roll-overs such as 2023-02-30 -> March 2.
  if (Number.isNaN(date.getTime()) || date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) {
    return null;
  }
  return date;
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/**
 * 'yyyy-MM-dd' as 'Nov 3, 2025' (date-fns' 'MMM d, yyyy'), '' when invalid. Page titles need it and
 * are in every page's first load, where date-fns' format would add ~6 kB gzip.
 */
export function formatShortDate(value: string | null | undefined): string {
  const date = parseDateOnly(value);
  return date ? `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : '';
}

/** 'yyyy-MM-dd' as 'November 3, 2025' (date-fns' 'MMMM d, yyyy'), '' when invalid; for page heads, which every page loads. */
export function formatLongDate(value: string | null | undefined): string {
  const date = parseDateOnly(value);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : '';
}
