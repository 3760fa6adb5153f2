import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Versioned } from '../../../../shared/schemas/common';
import { Season, SeasonCreate, SeasonQuery, SeasonUpdate } from '../../../../shared/schemas/season';
import { actorOf } from '../../../lib/actor';
import { notFound } from '../../../lib/http-errors';
import { sendPage } from '../../../lib/list-reply';
import { requireAdmin } from '../../../plugins/auth';
import { createSeason, deleteSeason, getSeason, listSeasons, updateSeason } from '../../../repositories/seasons';

const tags = ['seasons'];

const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, querystring: SeasonQuery, response: { 200: Season.array() } } },
    async (request, reply) => sendPage(request, reply, await listSeasons(app.db, request.query), request.query));

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: Season } } }, async (request) => {
    const row = await getSeason(app.db, request.params.id);
    if (!row) throw notFound('Season');
    return row;
  });

  app.post('/', { onRequest: requireAdmin, schema: { tags, body: SeasonCreate, response: { 201: Season } } },
    async (request, reply) => {
      const { id } = await createSeason(app.db, request.body, actorOf(request));
      return reply.code(201).send((await getSeason(app.db, id))!);
    });

  app.patch('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, body: SeasonUpdate, response: { 200: Season } } },
    async (request) => {
      const row = await updateSeason(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Season');
      return (await getSeason(app.db, row.id))!;
    });

  app.delete('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, querystring: Versioned } }, async (request, reply) => {
    if (!(await deleteSeason(app.db, request.params.id, actorOf(request), request.query.expectedUpdatedAt))) throw notFound('Season');
    return reply.code(204).send();
  });
};

export default seasonsRoutes;
