import { parseDateOnly } from './date-only';
import { formatDate, type DatePattern } from './date-pattern';

export { parseDateOnly };

/** The wire format for calendar dates (§7 games query, dateOfBirth, gameDate). */
export const DATE_ONLY_PATTERN = 'yyyy-MM-dd' satisfies DatePattern;

const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;

export function toDateOnly(date: Date): string {
  return formatDate(date, DATE_ONLY_PATTERN);
}

/** Previous/next-day navigation on the scores screen works on date strings end to end. */
export function shiftDateOnly(value: string, days: number): string | null {
  const date = parseDateOnly(value);
  return date ? toDateOnly(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)) : null;
}

/** '19:00' or '19:00:00' -> '7:00 PM'; '' when missing or malformed so callers can fall back. */
export function formatGameTime(time: string | null | undefined, pattern: DatePattern = 'h:mm a'): string {
  if (!time) return '';
  const m = TIME_RE.exec(time.trim());
  if (!m) return '';
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return '';
  return formatDate(new Date(2000, 0, 1, h, min, s), pattern);
}

/** '' for missing/invalid input so a bad row never throws inside a render. */
export function formatGameDate(value: string | null | undefined, pattern: DatePattern = 'EEEE, MMMM d, yyyy'): string {
  const date = parseDateOnly(value);
  return date ? formatDate(date, pattern) : '';
}
