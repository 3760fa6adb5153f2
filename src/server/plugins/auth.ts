import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ANONYMOUS, type Access } from '#shared/auth/access';
import { findScoreSession, type ScoreSession } from '../repositories/games/game-codes';
import { findSessionUser } from '../repositories/users/sessions';
import { loadGrants } from '../repositories/users/user-roles';
import type { UserRow } from '../repositories/users/users';

export const SESSION_COOKIE = 'hd_session';
/** A scorekeeper's game session (issue 27): separate from the account cookie, which it never replaces. */
export const SCORE_COOKIE = 'hd_score';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    scorekeeper: ScoreSession | null;
    /** Role, grants and game session together, as the authorisation rules read them. */
    access: Access;
  }
}

export const sessionCookieOptions = (request: FastifyRequest, expires?: Date) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  ...(expires ? { expires } : {}),
});

async function resolve(app: FastifyInstance, request: FastifyRequest, token?: string, scoreToken?: string) {
  const [user, scorekeeper] = await Promise.all([
    token ? findSessionUser(app.db, token) : null,
    scoreToken ? findScoreSession(app.db, scoreToken) : null,
  ]);
  const grants = user && user.role !== 'admin' ? await loadGrants(app.db, user.id) : { leagueIds: [], teamIds: [] };
  request.user = user;
  request.scorekeeper = scorekeeper;
  request.access = {
    userId: user?.id ?? null,
    admin: user?.role === 'admin',
    ...grants,
    scorekeeper: scorekeeper ? { gameId: scorekeeper.gameId } : null,
  };
}

/** Resolves the session cookies to `request.user`, `request.scorekeeper` and `request.access` for every request. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('scorekeeper', null);
  app.decorateRequest('actorRole', null);
  // Fastify refuses an object as a decorator's default: each request gets the shared constant instead.
  app.decorateRequest('access', null as unknown as Access);
  // A callback hook: most requests carry no session and need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.access = ANONYMOUS;
    const token = request.cookies[SESSION_COOKIE];
    const scoreToken = request.cookies[SCORE_COOKIE];
    if (!token && !scoreToken) return done();
    resolve(app, request, token, scoreToken).then(() => done(), done);
  });
});

export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: 'You need to be signed in' });
}

/** Admin-only routes: 401 signed out, 403 signed in without role admin (scoped routes: require-scope.ts). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.code(401).send({ message: 'You need to be signed in' });
  if (request.user.role !== 'admin') return reply.code(403).send({ message: 'Administrator role required' });
}
