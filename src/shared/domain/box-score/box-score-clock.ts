/**
 * Issue #17: the hockey clock of a box score. Periods 1–3 are regulation (20 min); period 4 is the
 * first overtime: 5 minutes (3-on-3) in the regular season and preseason, 20 minutes in the playoffs,
 * where more overtimes (5, 6, ...) may follow. A shootout is not a period.
 */
export type ClockSeasonType = 'preseason' | 'regular' | 'playoffs';

export const REGULATION_PERIODS = 3;
export const PERIOD_SECONDS = 20 * 60;
export const REGULAR_OT_SECONDS = 5 * 60;
/** Playoff overtimes go on until a goal; a bound keeps input sane (8 overtimes = 7 h of hockey). */
export const MAX_PLAYOFF_PERIOD = 11;

export function periodSeconds(period: number, seasonType: ClockSeasonType | null): number {
  if (period <= REGULATION_PERIODS) return PERIOD_SECONDS;
  return seasonType === 'playoffs' ? PERIOD_SECONDS : REGULAR_OT_SECONDS;
}

/** The last period a game of this season type may have. */
export function maxPeriod(seasonType: ClockSeasonType | null): number {
  return seasonType === 'playoffs' ? MAX_PLAYOFF_PERIOD : REGULATION_PERIODS + 1;
}

/** 1, 2, 3, OT, 2OT, 3OT... as a line score labels its columns. */
export function periodLabel(period: number): string {
  if (period <= REGULATION_PERIODS) return String(period);
  const ot = period - REGULATION_PERIODS;
  return ot === 1 ? 'OT' : `${ot}OT`;
}

const CLOCK = /^(\d{1,3}):([0-5]\d)$/;

/** 'MM:SS' -> seconds, or null when it is not a clock reading. */
export function parseClock(text: string): number | null {
  const m = CLOCK.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** seconds -> 'MM:SS' (minutes not wrapped: a goalie's 65:00). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A period's events in the order they happened (issue 28: a sheet listed 07:29 before 02:14):
 * by elapsed clock, events at the same second and unreadable clocks kept in their stored order.
 */
export function inClockOrder<E extends { time: string }>(events: readonly E[]): E[] {
  return events
    .map((event, i) => ({ event, i, at: parseClock(event.time) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.event);
}
