import { instantOf, wallClockAt } from '#shared/domain/dates/zoned-time';
import { RuleRefused } from './domain-errors';

export type GameStart = { gameDate: string; gameTime: string | null; startsAt: string | null; timeZone: string };
export type StartInput = { startsAt?: string | null; timeZone?: string; gameDate?: string; gameTime?: string | null };

const touchesStart = (b: StartInput) =>
  b.startsAt !== undefined || b.timeZone !== undefined || b.gameDate !== undefined || b.gameTime !== undefined;

/** Refused naming the field (issue #18: a wall clock the zone skips is refused, not moved). */
function refuse(field: string, message: string): never {
  throw RuleRefused.field(field, message);
}

/**
 * Where a write leaves a game's start. An instant (startsAt) wins and its wall clock in the zone is
 * derived; otherwise date and time are the wall clock in the zone (sent, else the game's own, else
 * `fallbackZone`) — which is also what a write changing only the zone means: the same local time,
 * read in the corrected zone. No time = to be announced = no instant.
 */
export function scheduleStart(current: GameStart | null, body: StartInput, fallbackZone: string, prefix = ''): GameStart {
  if (current && !touchesStart(body)) {
    return { gameDate: current.gameDate, gameTime: current.gameTime, startsAt: current.startsAt, timeZone: current.timeZone };
  }
  const timeZone = body.timeZone ?? current?.timeZone ?? fallbackZone;
  if (body.startsAt) {
    const instant = new Date(body.startsAt);
    const wall = wallClockAt(instant, timeZone);
    return { gameDate: wall.date, gameTime: wall.time, startsAt: instant.toISOString(), timeZone };
  }
  const gameDate = body.gameDate ?? current?.gameDate;
  if (!gameDate) refuse(`${prefix}gameDate`, 'Date is required (gameDate, or startsAt as an ISO instant)');
  const gameTime = body.startsAt === null ? null : body.gameTime !== undefined ? body.gameTime : (current?.gameTime ?? null);
  if (!gameTime) return { gameDate, gameTime: null, startsAt: null, timeZone };
  const at = instantOf(gameDate, gameTime, timeZone);
  if ('error' in at) {
    refuse(
      `${prefix}gameTime`,
      at.error === 'gap'
        ? `${gameTime.slice(0, 5)} does not exist on ${gameDate} in ${timeZone}: the clocks skip that hour (daylight saving time)`
        : `${gameDate} ${gameTime} is not a time in ${timeZone}`,
    );
  }
  const wall = wallClockAt(at.instant, timeZone);
  return { gameDate: wall.date, gameTime: wall.time, startsAt: at.instant.toISOString(), timeZone };
}
