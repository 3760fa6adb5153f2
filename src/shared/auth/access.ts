/**
 * Issue 27: who may write what (ADR 0024). Pure: the server's guard (plugins/require-scope.ts)
 * decides with it, and the admin area uses it only to hide what the server would refuse.
 */

/** What a request holds: an account's role and grants, and/or a scorekeeper's game session. */
export type Access = {
  userId: number | null;
  admin: boolean;
  /** Leagues the account manages, teams whose roster it manages. */
  leagueIds: readonly number[];
  teamIds: readonly number[];
  scorekeeper: { gameId: number } | null;
};

export const ANONYMOUS: Access = { userId: null, admin: false, leagueIds: [], teamIds: [], scorekeeper: null };

/**
 * - `admin`: users, ad settings, facilities, countries, the audit log, creating or deleting leagues;
 * - `league`: a league's own records (settings, seasons, teams, games, box scores, standings
 *   adjustments, imports, game codes): every league the record touches, before and after the write;
 * - `roster`: players: every team the player is on before or after the write, by its team manager
 *   or its league's manager;
 * - `game-events`: a game's live events: its league's manager, or its scorekeeper inside the window.
 */
export type Action = 'admin' | 'league' | 'roster' | 'game-events';

export type TeamRef = { id: number; leagueId: number | null };

export type Scope = {
  /** Leagues the write touches; null: a record without a league, which only an admin may write. */
  leagues?: readonly (number | null)[];
  /** Teams a player write touches (nulls left out: a free agent belongs to no team's manager). */
  teams?: readonly TeamRef[];
  game?: { id: number; startsAt: string | null };
};

/** A scorekeeper writes from an hour before the start until 24 hours after it. */
export const SCORE_WINDOW_BEFORE_MS = 60 * 60_000;
export const SCORE_WINDOW_AFTER_MS = 24 * 60 * 60_000;

export function scoreWindow(startsAt: string | null): { opens: Date; closes: Date } | null {
  if (!startsAt) return null;
  const start = Date.parse(startsAt);
  return { opens: new Date(start - SCORE_WINDOW_BEFORE_MS), closes: new Date(start + SCORE_WINDOW_AFTER_MS) };
}

export function inScoreWindow(startsAt: string | null, now: Date): boolean {
  const window = scoreWindow(startsAt);
  return !!window && now >= window.opens && now <= window.closes;
}

const managesLeagues = (access: Access, leagues: readonly (number | null)[] | undefined) =>
  !!leagues?.length && leagues.every((id) => id !== null && access.leagueIds.includes(id));

const managesTeams = (access: Access, teams: readonly TeamRef[] | undefined) =>
  !!teams?.length && teams.every((t) => access.teamIds.includes(t.id) || (t.leagueId !== null && access.leagueIds.includes(t.leagueId)));

export function can(access: Access, action: Action, scope: Scope = {}, now: Date = new Date()): boolean {
  if (access.admin) return true;
  switch (action) {
    case 'admin':
      return false;
    case 'league':
      return managesLeagues(access, scope.leagues);
    case 'roster':
      return managesTeams(access, scope.teams);
    case 'game-events':
      if (managesLeagues(access, scope.leagues)) return true;
      return !!scope.game && access.scorekeeper?.gameId === scope.game.id && inScoreWindow(scope.game.startsAt, now);
  }
}

/** Whether some scope could allow the action at all: decided before the body is read (401/403 early). */
export function mayEver(access: Access, action: Action): boolean {
  if (access.admin) return true;
  if (action === 'league') return access.leagueIds.length > 0;
  if (action === 'roster') return access.leagueIds.length > 0 || access.teamIds.length > 0;
  if (action === 'game-events') return access.leagueIds.length > 0 || access.scorekeeper !== null;
  return false;
}
