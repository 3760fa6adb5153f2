import type { FastifyRequest } from 'fastify';
import type { Scope } from '#shared/auth/access';
import type { Db } from '#server/db/client';
import { gameScope, gameShapeLeagues, gamesLeagues, playerTeams, seasonLeague, teamRef } from '#server/repositories/users/access-scope';
import { requireScope } from '#server/plugins/require-scope';

/* eslint-disable @typescript-eslint/no-explicit-any -- each reader runs after its route's zod validation */
type Req = FastifyRequest & { params: any; body: any };
const paramId = (r: Req, name = 'id') => Number(r.params[name]);

/**
 * The guard of each scoped write (issue 27, ADR 0024), by what the write touches. Spread into the
 * route options: `{ ...guards.teamById, schema }`. Admin-only routes use adminOnly() instead.
 */
export function routeGuards(db: Db) {
  const league = (scopeOf: (r: Req) => Promise<Scope> | Scope) => requireScope('league', scopeOf);
  const roster = (scopeOf: (r: Req) => Promise<Scope>) => requireScope('roster', scopeOf);
  const withNext = (before: number | null, next: unknown) => (next === undefined ? [before] : [before, (next as number | null) ?? null]);
  return {
    leagueById: league((r) => ({ leagues: [paramId(r)] })),
    seasonCreate: league((r) => ({ leagues: [r.body.leagueId] })),
    seasonById: league(async (r) => ({ leagues: withNext(await seasonLeague(db, paramId(r)), r.body?.leagueId) })),
    teamCreate: league((r) => ({ leagues: [r.body.leagueId ?? null] })),
    teamById: league(async (r) => ({ leagues: withNext((await teamRef(db, paramId(r))).leagueId, r.body?.leagueId) })),
    playerCreate: roster(async (r) => ({ teams: await playerTeams(db, null, r.body.currentTeamId) })),
    playerById: roster(async (r) => ({ teams: await playerTeams(db, paramId(r), r.body?.currentTeamId) })),
    gameCreate: league(async (r) => ({ leagues: await gameShapeLeagues(db, r.body) })),
    gameById: league((r) => gameScope(db, paramId(r), r.body ?? undefined)),
    gameOnly: league((r) => gameScope(db, paramId(r))),
    /** For the live events routes (issue 27 part 2): its scorekeeper inside the window, its league's manager, an admin. */
    gameEvents: requireScope('game-events', (r: Req) => gameScope(db, paramId(r))),
    /** Reading the warnings of box scores: the manager of every league those games touch. */
    boxScoreWarnings: league(async (r) => ({
      leagues: await gamesLeagues(db, (r as Req & { query: { gameIds: number[] } }).query.gameIds),
    })),
    gameResults: league(async (r) => ({
      leagues: await gamesLeagues(
        db,
        r.body.results.map((x: { id: number }) => x.id),
      ),
    })),
    autoSetStatus: league(async (r) => {
      const leagues: (number | null)[] = [];
      if (r.body?.leagueId) leagues.push(r.body.leagueId);
      if (r.body?.seasonId) leagues.push(await seasonLeague(db, r.body.seasonId));
      // No league named: every league's games, an admin's action.
      return { leagues: leagues.length ? leagues : [null] };
    }),
    adjustment: league(async (r) => ({ leagues: [await seasonLeague(db, paramId(r, 'seasonId'))] })),
    // A box-score file goes into the one league and season its query names: both must be the manager's.
    boxScoreImport: league(async (r) => {
      const query = (r as Req & { query: { leagueId: number; seasonId: number } }).query;
      return { leagues: [query.leagueId, await seasonLeague(db, query.seasonId)] };
    }),
    // Facilities belong to no league; the other files are checked row by row (import-scope.ts).
    import: league((r) => ({ leagues: r.params.entity === 'facilities' ? [null] : r.access.leagueIds })),
  };
}
export type RouteGuards = ReturnType<typeof routeGuards>;
