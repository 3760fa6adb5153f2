import { formatStart, isTimeZone, wallClockAt } from '../dates/zoned-time';

export type ClockedGame = { startsAt: string | null; timeZone: string; gameDate: string };

/**
 * Where and when a game starts for a reader in `zone` (null: the game's own zone, as the server
 * renders): the calendar date there (yyyy-MM-dd) and the start with the zone named ("7:00 PM EST"),
 * '' when the time is still to be announced.
 */
export function gameClock(game: ClockedGame, zone: string | null, locale?: string): { date: string; time: string } {
  const shownIn = zone && isTimeZone(zone) ? zone : game.timeZone;
  // The server's render and the hydration pass must write the same text: one fixed locale until the reader's zone is known.
  locale ??= zone ? undefined : 'en-US';
  if (!game.startsAt) return { date: game.gameDate, time: '' };
  return { date: wallClockAt(new Date(game.startsAt), shownIn).date, time: formatStart(game.startsAt, shownIn, { locale }) };
}
