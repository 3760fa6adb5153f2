import { MONTHS } from './date-only';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The patterns the pages use; each reads exactly as date-fns' `format` with its en-US default. */
export type DatePattern =
  | 'yyyy-MM-dd'
  | 'EEEE, MMMM d, yyyy'
  | 'EEE, MMM d, yyyy'
  | 'EEE, MMM d'
  | 'EEE'
  | 'MMMM d, yyyy'
  | 'MMM d, yyyy'
  | 'MMM d'
  | 'MMMM yyyy'
  | 'MMMM'
  | 'h:mm a'
  | 'HH:mm';

const pad = (n: number) => String(n).padStart(2, '0');
const TOKENS: Record<string, (d: Date) => string> = {
  yyyy: (d) => String(d.getFullYear()).padStart(4, '0'),
  MMMM: (d) => MONTHS[d.getMonth()]!,
  MMM: (d) => MONTHS[d.getMonth()]!.slice(0, 3),
  MM: (d) => pad(d.getMonth() + 1),
  dd: (d) => pad(d.getDate()),
  d: (d) => String(d.getDate()),
  EEEE: (d) => WEEKDAYS[d.getDay()]!,
  EEE: (d) => WEEKDAYS[d.getDay()]!.slice(0, 3),
  HH: (d) => pad(d.getHours()),
  h: (d) => String(d.getHours() % 12 || 12),
  mm: (d) => pad(d.getMinutes()),
  a: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
};
const TOKEN_RE = /yyyy|MMMM|MMM|MM|dd|d|EEEE|EEE|HH|h|mm|a/g;

/**
 * A local date in one of the pages' patterns. date-fns' `format` and its locale were ~5.6 kB gzip
 * in the first load of the record and scores pages (the 150 kB budget of docs/performance.md).
 */
export function formatDate(date: Date, pattern: DatePattern): string {
  return pattern.replace(TOKEN_RE, (token) => TOKENS[token]!(date));
}
