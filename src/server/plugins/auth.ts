import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../repositories/sessions';
import type { UserRow } from '../repositories/users';

export const SESSION_COOKIE = 'hd_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export const sessionCookieOptions = (request: FastifyRequest, expires?: Date) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  ...(expires ? { expires } : {}),
});

/** Resolves the session cookie to `request.user` for every request (null when signed out). */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  // A callback hook: most requests carry no session and need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    findSessionUser(app.db, token).then((user) => {
      request.user = user;
      done();
    }, done);
  });
});

export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: 'You need to be signed in' });
}

/** Every write goes through this: 401 signed out, 403 signed in without role admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: 'You need to be signed in' });
  if (request.user.role !== 'admin') return reply.code(403).send({ message: 'Administrator role required' });
}
