// Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so no time zone shifts a day.
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

export function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

/** The server's local calendar day as a UTC date (what "today" means on the scores page). */
export function localToday(now: Date = new Date()): Date {
  return utcDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Start year of the season in play: from July on, the season starting this year. */
export function currentSeasonYear(today: Date): number {
  return today.getUTCMonth() + 1 >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

/** A month/day of a season that starts in `startYear`: July-December fall in that year, the rest in the next. */
export function seasonDate(startYear: number, [month, day]: readonly [number, number]): Date {
  return utcDate(month >= 7 ? startYear : startYear + 1, month, day);
}
