import type { FastifyRequest } from 'fastify';

/**
 * Who made a change, as the audit log records it (null: no one, e.g. the demo seed). `role` is the
 * grant the write was allowed under ("admin", "league manager of league 3", "scorekeeper of game 12",
 * set by the guard in plugins/require-scope.ts); a scorekeeper has no account, so no id or e-mail.
 */
export type Actor = { id: number | null; email: string | null; role?: string | null } | null;

export function actorOf(request: FastifyRequest): Actor {
  const role = request.actorRole ?? (request.user?.role === 'admin' ? 'admin' : null);
  if (request.user) return { id: request.user.id, email: request.user.email, role };
  if (request.scorekeeper) return { id: null, email: null, role };
  return null;
}
