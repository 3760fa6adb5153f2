import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Versioned } from '../../../../shared/schemas/common';
import { Player, PlayerCreate, PlayerQuery, PlayerUpdate } from '../../../../shared/schemas/player';
import { actorOf } from '../../../lib/actor';
import { notFound } from '../../../lib/http-errors';
import { requireAdmin } from '../../../plugins/auth';
import { getPlayer, listPlayers, playerWrites } from '../../../repositories/players';
import { decodeCursor, sendKeysetPage } from './cursor';

const tags = ['players'];

const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, querystring: PlayerQuery, response: { 200: Player.array() } } }, async (request, reply) => {
    const page = await listPlayers(app.db, request.query, decodeCursor(request.query.cursor));
    return sendKeysetPage(request, reply, page);
  });

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: Player } } }, async (request) => {
    const row = await getPlayer(app.db, request.params.id);
    if (!row) throw notFound('Player');
    return row;
  });

  app.post('/', { onRequest: requireAdmin, schema: { tags, body: PlayerCreate, response: { 201: Player } } },
    async (request, reply) => {
      const { id } = await playerWrites.create(app.db, request.body, actorOf(request));
      return reply.code(201).send((await getPlayer(app.db, id))!);
    });

  app.patch('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, body: PlayerUpdate, response: { 200: Player } } },
    async (request) => {
      const row = await playerWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Player');
      return (await getPlayer(app.db, row.id))!;
    });

  app.delete('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, querystring: Versioned } }, async (request, reply) => {
    if (!(await playerWrites.remove(app.db, request.params.id, actorOf(request), request.query.expectedUpdatedAt))) throw notFound('Player');
    return reply.code(204).send();
  });
};

export default playersRoutes;
