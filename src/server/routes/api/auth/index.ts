import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBody, RegisterBody, User } from '../../../../shared/schemas/auth';
import { ErrorBody } from '../../../../shared/schemas/common';
import { SESSION_COOKIE, sessionCookieOptions } from '../../../plugins/auth';
import { createSession, deleteSession } from '../../../repositories/sessions';
import { createUser, findUserByEmail, toPublicUser, type UserRow } from '../../../repositories/users';
import { verifyPassword } from '../../../lib/password';
import { safeNext } from './safe-next';

const tags = ['auth'];
const isForm = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

  // A new session id at every sign-in (no fixation); the old one, if any, is ended.
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const old = request.cookies[SESSION_COOKIE];
    if (old) await deleteSession(app.db, old);
    const { token, expiresAt } = await createSession(app.db, user.id, app.config.SESSION_TTL_DAYS);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, expiresAt));
  }

  function fail(request: FastifyRequest, reply: FastifyReply, status: number, message: string, next?: string) {
    if (!isForm(request)) return reply.code(status).send({ message });
    const qs = new URLSearchParams({ error: message, ...(next ? { next: safeNext(next) } : {}) });
    return reply.redirect(`/api/login?${qs}`, 303);
  }

  app.get('/auth/user', { schema: { tags, response: { 200: User, 401: ErrorBody } } }, async (request, reply) => {
    if (!request.user) return reply.code(401).send({ message: 'Not signed in' });
    return toPublicUser(request.user);
  });

  // The sign-in / register screen is part of the React app (same look as the site).
  app.get('/login', { schema: { tags, hide: true } }, async (_request, reply) => reply.sendApp(200));

  app.post('/login', { config: { rateLimit }, schema: { tags, body: LoginBody } }, async (request, reply) => {
    const { email, password, next } = request.body;
    const user = await findUserByEmail(app.db, email);
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      return fail(request, reply, 401, 'Invalid e-mail or password', next);
    }
    await signIn(request, reply, user);
    if (isForm(request)) return reply.redirect(safeNext(next), 303);
    return toPublicUser(user);
  });

  app.post('/register', { config: { rateLimit }, schema: { tags, body: RegisterBody } }, async (request, reply) => {
    const { email, password, firstName, lastName, next } = request.body;
    if (await findUserByEmail(app.db, email)) return fail(request, reply, 409, 'An account with this e-mail already exists', next);
    const user = await createUser(app.db, { email, password, firstName, lastName, role: 'user' });
    await signIn(request, reply, user);
    if (isForm(request)) return reply.redirect(safeNext(next), 303);
    return reply.code(201).send(toPublicUser(user));
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/', 303);
  };
  app.get('/logout', { schema: { tags } }, logout);
  app.post('/logout', { schema: { tags } }, logout);
};

export default authRoutes;
