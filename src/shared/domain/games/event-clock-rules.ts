import { REGULATION_PERIODS, maxPeriod, parseClock, periodSeconds, type ClockSeasonType } from '../box-score/box-score-clock';

type Issue = { path: string; message: string };

/**
 * Issue 40 (lesser): an event's period and clock must be possible in its game, checked as it arrives
 * rather than only at End game (period 9 and 99:59 were stored). Play fits the game's periods and their
 * lengths (the box score's clock); a shootout comes after the overtime, and only then.
 */
export function eventClockIssues(event: { type: string; period: number; time: string }, seasonType: ClockSeasonType | null): Issue[] {
  const last = maxPeriod(seasonType);
  if (event.type === 'shootout-attempt') {
    if (event.period <= REGULATION_PERIODS || event.period > last + 1)
      return [{ path: 'period', message: `A shootout comes after the overtime (period ${last + 1})` }];
    return [];
  }
  if (event.period > last) return [{ path: 'period', message: `Period ${event.period} is past the last one allowed (${last})` }];
  const length = periodSeconds(event.period, seasonType);
  const at = parseClock(event.time);
  if (at !== null && at > length)
    return [{ path: 'time', message: `${event.time} is past the end of period ${event.period} (${length / 60}:00)` }];
  return [];
}
