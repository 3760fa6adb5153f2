import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_ERRORS, type LoginErrorCode } from '#shared/auth/login-errors';
import { safeNext } from '#shared/auth/safe-next';
import { LoginBody, RegisterBody, SignedInUser } from '#shared/schemas/auth';
import { ErrorBody } from '#shared/schemas/common';
import { SESSION_COOKIE, sessionCookieOptions } from '#server/plugins/auth';
import { createSession, deleteSession } from '#server/repositories/users/sessions';
import { createUser, findUserByEmail, toPublicUser, type UserRow } from '#server/repositories/users/users';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#server/lib/password';
import { passwordWeakness } from '#server/lib/password-strength';
import { httpErrorFromPg } from '#server/lib/pg-errors';
import { backToForm, formErrors, isFormPost as isForm, type AuthTab } from './form-post';
import { logoutRoutes } from './logout';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };
  // Register answers whether an e-mail is free (see README, Security): that costs a harder limit.
  const registerRateLimit = { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 hour' };
  await dummyPasswordHash();

  // A new session id at every sign-in (no fixation); the old one, if any, is ended.
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const old = request.cookies[SESSION_COOKIE];
    if (old) await deleteSession(app.db, old);
    const { token, expiresAt } = await createSession(app.db, user.id, app.config.SESSION_TTL_DAYS);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, expiresAt));
  }

  // A form post goes back to the sign-in page with an error *code*: the page shows only known codes.
  function fail(request: FastifyRequest, reply: FastifyReply, status: number, code: LoginErrorCode, tab: AuthTab) {
    if (!isForm(request)) return reply.code(status).send({ message: LOGIN_ERRORS[code] });
    return backToForm(request, reply, code, tab);
  }

  app.get('/auth/user', { schema: { tags, response: { 200: SignedInUser, 401: ErrorBody } } }, async (request, reply) => {
    if (!request.user) return reply.code(401).send({ message: 'Not signed in' });
    const { leagueIds, teamIds } = request.access;
    return { ...toPublicUser(request.user), leagueIds: [...leagueIds], teamIds: [...teamIds] };
  });

  // The sign-in / register screen is part of the React app (same look as the site).
  app.get('/login', { schema: { tags, hide: true } }, async (_request, reply) => reply.sendApp(200));

  // Form posts (the sign-in page without JavaScript) that fail validation or the rate limit go back to the form.
  const loginOptions = { config: { rateLimit }, errorHandler: formErrors('signin'), schema: { tags, body: LoginBody } };
  app.post('/login', loginOptions, async (request, reply) => {
    const { email, password, next } = request.body;
    const user = await findUserByEmail(app.db, email);
    // Unknown e-mails are checked against a dummy hash: the same work, the same answer.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !valid) return fail(request, reply, 401, 'invalid-credentials', 'signin');
    await signIn(request, reply, user);
    if (isForm(request)) return reply.redirect(safeNext(next), 303);
    return toPublicUser(user);
  });

  const registerOptions = {
    config: { rateLimit: registerRateLimit },
    errorHandler: formErrors('register'),
    schema: { tags, body: RegisterBody },
  };
  app.post('/register', registerOptions, async (request, reply) => {
    const { email, password, firstName, lastName, next } = request.body;
    const target = safeNext(next);
    // Before the e-mail is looked up: the answer says nothing about which e-mails have accounts.
    const weakness = await passwordWeakness(password, [email, firstName, lastName]);
    if (weakness) {
      if (isForm(request)) return fail(request, reply, 400, 'weak-password', 'register');
      return reply.code(400).send({ message: weakness, errors: [{ path: 'password', message: weakness }] });
    }
    // A taken e-mail gets the same scrypt work and a generic answer that does not say "exists".
    if (await findUserByEmail(app.db, email)) {
      await hashPassword(password);
      return fail(request, reply, 400, 'register-failed', 'register');
    }
    let user: UserRow;
    try {
      user = await createUser(app.db, { email, password, firstName, lastName, role: 'user' });
    } catch (err) {
      // The same e-mail registered at the same moment by another request.
      if (httpErrorFromPg(err)?.statusCode === 409) return fail(request, reply, 400, 'register-failed', 'register');
      throw err;
    }
    await signIn(request, reply, user);
    if (isForm(request)) return reply.redirect(target, 303);
    return reply.code(201).send(toPublicUser(user));
  });

  await app.register(logoutRoutes);
};

export default authRoutes;
