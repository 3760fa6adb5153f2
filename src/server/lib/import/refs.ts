import type { TiePolicy } from '#shared/domain/games/game-result-rules';
/**
 * How an import row names another record: by our id or by a natural key (a team's short name
 * within its league, a country's ISO-3 code, a season's name). A key two records share is
 * ambiguous and refused, so a row never lands on a guess.
 */
const AMBIGUOUS = -1;

export type Resolved = { id: number } | { error: string };

export const refKey = (text: string) => text.trim().toLowerCase();
export const isIdRef = (text: string) => /^\d{1,10}$/.test(text.trim());

export class RefIndex {
  private readonly ids = new Set<number>();
  private readonly keys = new Map<string, number>();

  constructor(private readonly what: string) {}

  add(id: number, ...names: (string | null | undefined)[]): void {
    this.ids.add(id);
    for (const name of new Set(names.filter((n): n is string => !!n?.trim()).map(refKey))) {
      const known = this.keys.get(name);
      this.keys.set(name, known === undefined || known === id ? id : AMBIGUOUS);
    }
  }

  hasId(id: number): boolean {
    return this.ids.has(id);
  }

  resolve(text: string): Resolved {
    if (isIdRef(text)) {
      const id = Number(text);
      return this.ids.has(id) ? { id } : { error: `No ${this.what} with id ${id}` };
    }
    const id = this.keys.get(refKey(text));
    if (id === undefined) return { error: `No ${this.what} "${text.trim()}"` };
    if (id === AMBIGUOUS) return { error: `Several ${this.what}s are called "${text.trim()}"; use the id` };
    return { id };
  }
}

export interface SeasonRef {
  id: number;
  leagueId: number;
}

/** What the import of one entity may look up; loaded once per file, in the import's transaction. */
export interface Lookups {
  countries: RefIndex;
  leagues: RefIndex;
  venues: RefIndex;
  /** Teams by id or full name everywhere, and by short name or name within a league. */
  teams: RefIndex;
  teamsInLeague: (leagueId: number) => RefIndex;
  teamLeague: (teamId: number) => number | null;
  /** Seasons of a league by name or year (a bare year means the regular season); any season by id. */
  seasons: RefIndex;
  seasonsInLeague: (leagueId: number) => RefIndex;
  seasonLeague: (seasonId: number) => number;
  /** IANA zones of venues and leagues (issue #18): a row's local time is read in its venue's, else its league's. */
  venueZone: (venueId: number) => string | null;
  leagueZone: (leagueId: number) => string | null;
  /** Whether a league's points system gives ties points (issue 18): only then may a final be a TIE. */
  leagueTies: (leagueId: number) => TiePolicy;
}
