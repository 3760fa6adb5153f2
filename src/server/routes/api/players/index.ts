import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { Player, PlayerCreate, PlayerQuery, PlayerUpdate } from '#shared/schemas/player';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { getPlayer, listPlayers, playerWrites } from '#server/repositories/directory/players';
import { decodeCursor, sendKeysetPage } from './cursor';
import { ownScope } from '#server/lib/own-scope';
import { publicRead } from '#server/cache/route-cache';
import { guardedDeleteRoutes } from '../../guarded-delete';
import { routeGuards } from '../../route-scopes';
import playerStatsRoutes from './stats';
import seasonLinesRoutes from './season-lines';

const tags = ['players'];

const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  await app.register(playerStatsRoutes);
  await app.register(seasonLinesRoutes);

  app.get(
    '/',
    { config: publicRead('directory'), schema: { tags, querystring: PlayerQuery, response: { 200: Player.array() } } },
    async (request, reply) => {
      const page = await listPlayers(
        app.db,
        { ...request.query, own: ownScope(request, request.query.mine) },
        decodeCursor(request.query.cursor),
      );
      return sendKeysetPage(request, reply, page);
    },
  );

  app.get('/:id', { config: publicRead('directory'), schema: { tags, params: IdParams, response: { 200: Player } } }, async (request) => {
    const row = await getPlayer(app.db, request.params.id);
    if (!row) throw notFound('Player');
    return row;
  });

  app.post('/', { ...guards.playerCreate, schema: { tags, body: PlayerCreate, response: { 201: Player } } }, async (request, reply) => {
    const { id } = await playerWrites.create(app.db, request.body, actorOf(request));
    return reply.code(201).send((await getPlayer(app.db, id))!);
  });

  app.patch(
    '/:id',
    { ...guards.playerById, schema: { tags, params: IdParams, body: PlayerUpdate, response: { 200: Player } } },
    async (request) => {
      const row = await playerWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Player');
      return (await getPlayer(app.db, row.id))!;
    },
  );

  guardedDeleteRoutes(app, 'player', 'Player', tags, guards.playerById);
};

export default playersRoutes;
