import { addDays, format, isValid } from 'date-fns';

/** The wire format for calendar dates (§7 games query, dateOfBirth, gameDate). */
export const DATE_ONLY_PATTERN = 'yyyy-MM-dd';

const DATE_ONLY_RE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/**
 * Parses 'yyyy-MM-dd' as a *local* calendar date. `new Date('2024-03-01')` would be UTC
 * midnight and show as the previous day west of Greenwich, so we build it from parts.
 * A trailing time part (ISO timestamp from the API) is ignored.
 */
export function parseDateOnly(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = DATE_ONLY_RE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  // Reject roll-overs such as 2023-02-30 -> March 2.
  if (!isValid(date) || date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) {
    return null;
  }
  return date;
}

export function toDateOnly(date: Date): string {
  return format(date, DATE_ONLY_PATTERN);
}

/** Previous/next-day navigation on the scores screen works on date strings end to end. */
export function shiftDateOnly(value: string, days: number): string | null {
  const date = parseDateOnly(value);
  return date ? toDateOnly(addDays(date, days)) : null;
}

/** '19:00' or '19:00:00' -> '7:00 PM'; '' when missing or malformed so callers can fall back. */
export function formatGameTime(time: string | null | undefined, pattern = 'h:mm a'): string {
  if (!time) return '';
  const m = TIME_RE.exec(time.trim());
  if (!m) return '';
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return '';
  return format(new Date(2000, 0, 1, h, min, s), pattern);
}

/** '' for missing/invalid input so a bad row never throws inside a render. */
export function formatGameDate(value: string | null | undefined, pattern = 'EEEE, MMMM d, yyyy'): string {
  const date = parseDateOnly(value);
  return date ? format(date, pattern) : '';
}
