import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoreWindow } from '#shared/auth/access';
import { IdParams } from '#shared/schemas/common';
import { CodeParams, GameCode, GameCodeBody, GameCodeCreated } from '#shared/schemas/roles';
import { actorOf } from '#server/lib/actor';
import { conflict, notFound } from '#server/lib/http-errors';
import { createGameCode, listGameCodes, releaseGameCode, revokeGameCode } from '#server/repositories/games/game-codes';
import { getGame } from '#server/repositories/games/games';
import { routeGuards } from '../../route-scopes';

const tags = ['game codes'];

/** Issue 27: a scorekeeper's per-game code, made and revoked by the game's league manager or an admin. */
const gameCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);

  app.get(
    '/:id/codes',
    {
      ...guards.gameOnly,
      schema: {
        tags,
        description: "The game's codes (never the codes themselves).",
        params: IdParams,
        response: { 200: GameCode.array() },
      },
    },
    async (request) => listGameCodes(app.db, request.params.id),
  );

  app.post(
    '/:id/codes',
    {
      ...guards.gameOnly,
      schema: {
        tags,
        description:
          'Make a game code: 8 letters and digits, shown once; it works for `hours` (default 24) but never past the end of the ' +
          "game's scoring window (24 hours after its start). 409 when that window has closed.",
        params: IdParams,
        body: GameCodeBody.nullable(),
        response: { 201: GameCodeCreated },
      },
    },
    async (request, reply) => {
      const game = await getGame(app.db, request.params.id);
      if (!game) throw notFound('Game');
      const now = Date.now();
      const wanted = new Date(now + (request.body?.hours ?? 24) * 3_600_000);
      const window = scoreWindow(game.startsAt);
      if (window && window.closes.getTime() <= now) throw conflict("The game's scoring window has closed (24 hours after its start)");
      const expiresAt = window && window.closes < wanted ? window.closes : wanted;
      return reply.code(201).send(await createGameCode(app.db, game.id, expiresAt, actorOf(request)));
    },
  );

  app.delete(
    '/:id/codes/:codeId',
    { ...guards.gameOnly, schema: { tags, description: 'Revoke a code: it stops working and its sessions end.', params: CodeParams } },
    async (request, reply) => {
      if (!(await revokeGameCode(app.db, request.params.id, request.params.codeId, actorOf(request)))) throw notFound('Game code');
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/codes/:codeId/release',
    {
      ...guards.gameOnly,
      schema: {
        tags,
        description: 'Release a code for another device: the device using it is signed out, the code keeps working.',
        params: CodeParams,
      },
    },
    async (request, reply) => {
      if (!(await releaseGameCode(app.db, request.params.id, request.params.codeId, actorOf(request)))) throw notFound('Game code');
      return reply.code(204).send();
    },
  );
};

export default gameCodeRoutes;
