import type { FastifyRequest } from 'fastify';

/** Who made a change, as the audit log records it (null: no signed-in user). */
export type Actor = { id: number; email: string } | null;

export const actorOf = (request: FastifyRequest): Actor => (request.user ? { id: request.user.id, email: request.user.email } : null);
