import { compareLeagues } from '../directory/league-order';

/** What the scoreboards need of a game to order it. */
export interface OrderableGame {
  id: number;
  startsAt: string | null;
  gameDate: string;
  gameTime: string | null;
  league?: { name: string; shortName?: string | null } | null;
}

/**
 * The game's puck drop as an instant (ms). `gameTime` is the venue's wall clock: sorting by it put a 10:30 PM
 * Pacific game before a 7:30 PM Eastern one for every reader (issue 39 item 7). A game stored without an instant
 * falls back to its wall clock read as UTC, the best the row knows.
 */
export function puckDrop(game: OrderableGame): number {
  if (game.startsAt) return Date.parse(game.startsAt);
  return Date.parse(`${game.gameDate}T${(game.gameTime ?? '23:59').slice(0, 5)}:00Z`);
}

/** Earliest start first; the id keeps games starting together in one order, on the server and after hydration. */
export const byPuckDrop = (a: OrderableGame, b: OrderableGame) => puckDrop(a) - puckDrop(b) || a.id - b.id;

/** A day's games in start order (a new array). */
export const inStartOrder = <G extends OrderableGame>(games: readonly G[]): G[] => [...games].sort(byPuckDrop);

const NO_LEAGUE = { name: '\uffff' };

/**
 * The home page's order of interest: the NHL first (the shared NHL-first rule, by name), then every other league
 * by name, each league's games in puck-drop order.
 */
export const inLeagueThenStartOrder = <G extends OrderableGame>(games: readonly G[]): G[] =>
  [...games].sort((a, b) => compareLeagues(a.league ?? NO_LEAGUE, b.league ?? NO_LEAGUE) || byPuckDrop(a, b));
