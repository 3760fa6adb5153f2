import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { can, mayEver, type Access, type Action, type Scope } from '#shared/auth/access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The grant a write was allowed under, for the audit log (lib/actor.ts). */
    actorRole: string | null;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRequest = FastifyRequest<any>;
export type ScopeOf = (request: AnyRequest) => Promise<Scope> | Scope;

const REFUSED: Record<Action, string> = {
  admin: 'Administrator role required',
  league: 'This needs the league manager role for every league it touches',
  roster: "This needs the team manager role for the player's team, or its league's manager",
  'game-events': "This needs a scorekeeper session for this game inside its scoring window, or its league's manager",
};

function describe(access: Access, action: Action, scope: Scope): string {
  if (access.admin) return 'admin';
  if (
    action === 'game-events' &&
    access.scorekeeper?.gameId === scope.game?.id &&
    !scope.leagues?.every((l) => l !== null && access.leagueIds.includes(l))
  )
    return `scorekeeper of game ${scope.game?.id}`;
  if (action === 'roster' && scope.teams?.every((t) => access.teamIds.includes(t.id)))
    return `team manager of team ${scope.teams.map((t) => t.id).join(', ')}`;
  const leagues = scope.leagues ?? scope.teams?.map((t) => t.leagueId) ?? [];
  return `league manager of league ${[...new Set(leagues)].join(', ')}`;
}

/**
 * The one guard every write route uses (ADR 0024): spread its result into the route options.
 * onRequest answers 401/403 before the body is parsed, for whoever no scope could ever allow;
 * preHandler, after validation, reads what the write touches (`scopeOf`, may answer 404) and
 * decides with `can()`. Admins skip the lookup.
 */
export function requireScope(action: Action, scopeOf?: ScopeOf): { onRequest: onRequestHookHandler; preHandler: preHandlerHookHandler } {
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const { access } = request;
    if (!access.userId && !access.scorekeeper) return reply.code(401).send({ message: 'You need to be signed in' });
    if (!mayEver(access, action)) {
      const message = access.userId ? REFUSED[action] : "A scorekeeper's session allows only its own game's live events";
      return reply.code(403).send({ message });
    }
  };
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { access } = request;
    if (access.admin) {
      request.actorRole = 'admin';
      return;
    }
    if (!scopeOf) return reply.code(403).send({ message: REFUSED[action] });
    const scope = await scopeOf(request);
    if (!can(access, action, scope)) return reply.code(403).send({ message: REFUSED[action] });
    request.actorRole = describe(access, action, scope);
  };
  return { onRequest, preHandler };
}

/** Admin-only writes through the same guard (users, ad settings, facilities, countries, the audit log). */
export const adminOnly = () => requireScope('admin');
