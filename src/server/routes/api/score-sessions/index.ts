import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoreWindow } from '#shared/auth/access';
import { ErrorBody } from '#shared/schemas/common';
import { ScoreSession, ScoreSessionBody } from '#shared/schemas/roles';
import { SCORE_COOKIE, sessionCookieOptions } from '#server/plugins/auth';
import { endScoreSession, redeemGameCode } from '#server/repositories/games/game-codes';
import { getGame } from '#server/repositories/games/games';

const tags = ['game codes'];

/** Issue 27: a game code becomes a scorekeeper session (cookie hd_score), scoped to that one game. */
const scoreSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Codes are guessable in principle: the same per-IP limit as sign-in.
  const rateLimit = { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

  async function describe(gameId: number, expiresAt: Date | string): Promise<ScoreSession | null> {
    const game = await getGame(app.db, gameId);
    if (!game) return null;
    const window = scoreWindow(game.startsAt);
    return {
      gameId,
      expiresAt: new Date(expiresAt).toISOString(),
      window: window && { opens: window.opens.toISOString(), closes: window.closes.toISOString() },
      game: {
        homeTeam: game.homeTeam.name,
        awayTeam: game.awayTeam.name,
        league: game.league?.name ?? null,
        startsAt: game.startsAt,
        gameDate: game.gameDate,
      },
    };
  }

  app.post(
    '/',
    {
      config: { rateLimit },
      schema: {
        tags,
        description:
          'Enter a game code: sets the scorekeeper session cookie `hd_score` for that game until the code expires. 401 for an unknown, expired or revoked code; ' +
          '409 when the code is in use on another device (its league manager can release it).',
        body: ScoreSessionBody,
        response: { 200: ScoreSession, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const old = request.cookies[SCORE_COOKIE];
      const session = await redeemGameCode(app.db, request.body.code, old);
      const described = session && (await describe(session.gameId, session.expiresAt));
      if (!session || !described) return reply.code(401).send({ message: 'That code is not valid: it may have expired or been revoked' });
      if (!session.token)
        return reply.code(409).send({
          message: "This code is already in use on another device. Ask the game's league manager to release it, then enter it again.",
        });
      if (old && old !== session.token) await endScoreSession(app.db, old);
      reply.setCookie(SCORE_COOKIE, session.token, sessionCookieOptions(request, session.expiresAt));
      return described;
    },
  );

  app.get(
    '/current',
    { schema: { tags, description: 'The scorekeeper session of this browser, if any.', response: { 200: ScoreSession, 401: ErrorBody } } },
    async (request, reply) => {
      const session = request.scorekeeper && (await describe(request.scorekeeper.gameId, request.scorekeeper.expiresAt));
      if (!session) return reply.code(401).send({ message: 'No scorekeeper session' });
      reply.header('cache-control', 'no-store');
      return session;
    },
  );

  const end = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SCORE_COOKIE];
    if (token) await endScoreSession(app.db, token);
    reply.clearCookie(SCORE_COOKIE, { path: '/' });
    return reply.code(204).send();
  };
  app.delete('/current', { schema: { tags, description: 'End this browser’s scorekeeper session.' } }, end);
};

export default scoreSessionRoutes;
