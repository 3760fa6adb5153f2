import { REAL_NAMES } from '../data/names';

/**
 * The names a league has given out (issue #18: two "Riley Bennett"s in one league read as a data error; issue 39
 * item 5: neither do 20 Torreses). A full name is used once per league, a surname at most `cap` times.
 */
export class LeagueNames {
  private readonly full = new Set<string>();
  private readonly surnames = new Map<string, number>();
  constructor(readonly cap: number) {}

  /** The surname can still be given (below its cap). */
  surnameFree(last: string): boolean {
    return (this.surnames.get(last) ?? 0) < this.cap;
  }

  free(first: string, last: string): boolean {
    const name = `${first} ${last}`;
    return first !== last && this.surnameFree(last) && !this.full.has(name) && !REAL_NAMES.has(name);
  }

  take(first: string, last: string): [string, string] {
    this.full.add(`${first} ${last}`);
    this.surnames.set(last, (this.surnames.get(last) ?? 0) + 1);
    return [first, last];
  }
}

// Today's roster and, over the seasons since 2019-20, about one and a half former players per roster spot.
const PLAYERS_PER_SPOT = 2.5;

/** A league's surname cap: ~0.5 % of the players it will have, at least 3 (a small league has its brothers). */
export function surnameCap(teams: number, playersPerTeam: number): number {
  return Math.max(3, Math.floor(0.005 * teams * playersPerTeam * PLAYERS_PER_SPOT));
}
