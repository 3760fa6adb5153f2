import type { FastifyRequest } from 'fastify';
import type { Actor } from '../repositories/audit';

export const actorOf = (request: FastifyRequest): Actor =>
  request.user ? { id: request.user.id, email: request.user.email } : null;
