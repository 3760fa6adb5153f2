const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/**
 * "3 hours ago" / "in 2 days": the same words and rounding as date-fns'
 * formatDistanceToNowStrict(date, { addSuffix: true }) in English, without shipping date-fns
 * and its locale to the standings page.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const ms = date.getTime() - now.getTime();
  const minutes = Math.abs(ms) / 60_000;
  let n: number;
  let unit: string;
  if (minutes < 1) [n, unit] = [Math.round(Math.abs(ms) / 1000), 'second'];
  else if (minutes < 60) [n, unit] = [Math.round(minutes), 'minute'];
  else if (minutes < MINUTES_IN_DAY) [n, unit] = [Math.round(minutes / 60), 'hour'];
  else if (minutes < MINUTES_IN_MONTH) [n, unit] = [Math.round(minutes / MINUTES_IN_DAY), 'day'];
  else if (minutes < MINUTES_IN_YEAR) {
    n = Math.round(minutes / MINUTES_IN_MONTH);
    unit = 'month';
    if (n === 12) [n, unit] = [1, 'year'];
  } else [n, unit] = [Math.round(minutes / MINUTES_IN_YEAR), 'year'];
  const words = `${n} ${unit}${n === 1 ? '' : 's'}`;
  return ms > 0 ? `in ${words}` : `${words} ago`;
}
