import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

/**
 * What a `mine=1` list is narrowed to (issue 27): the leagues a league manager manages and the teams a
 * team manager manages. null: no narrowing (the list was not asked for `mine`, or the caller is an admin).
 */
export type OwnScope = { leagueIds: readonly number[]; teamIds: readonly number[] };

/**
 * The caller's scope for a list asked with `mine=1` (the admin area of a league or team manager shows
 * only what they may write): null without `mine` or for an admin, who may write everything; 401
 * signed out. The grants come from the session (plugins/auth.ts), never from the query.
 */
export function ownScope(request: FastifyRequest, mine: true | undefined): OwnScope | null {
  if (!mine) return null;
  const access = request.access;
  if (!access.userId) throw new HttpError(401, 'You need to be signed in to list your own records');
  return access.admin ? null : { leagueIds: access.leagueIds, teamIds: access.teamIds };
}
