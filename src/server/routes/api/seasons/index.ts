import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { Season, SeasonCreate, SeasonQuery, SeasonUpdate } from '#shared/schemas/season';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { sendPage } from '#server/lib/list-reply';
import { createSeason, getSeason, listSeasons, updateSeason } from '#server/repositories/directory/seasons';
import { ownScope } from '#server/lib/own-scope';
import { publicRead } from '#server/cache/route-cache';
import { guardedDeleteRoutes } from '../../guarded-delete';
import { routeGuards } from '../../route-scopes';

const tags = ['seasons'];

const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  app.get(
    '/',
    { config: publicRead('directory'), schema: { tags, querystring: SeasonQuery, response: { 200: Season.array() } } },
    async (request, reply) =>
      sendPage(request, reply, await listSeasons(app.db, { ...request.query, own: ownScope(request, request.query.mine) }), request.query),
  );

  app.get('/:id', { config: publicRead('directory'), schema: { tags, params: IdParams, response: { 200: Season } } }, async (request) => {
    const row = await getSeason(app.db, request.params.id);
    if (!row) throw notFound('Season');
    return row;
  });

  app.post('/', { ...guards.seasonCreate, schema: { tags, body: SeasonCreate, response: { 201: Season } } }, async (request, reply) => {
    const { id } = await createSeason(app.db, request.body, actorOf(request));
    return reply.code(201).send((await getSeason(app.db, id))!);
  });

  app.patch(
    '/:id',
    { ...guards.seasonById, schema: { tags, params: IdParams, body: SeasonUpdate, response: { 200: Season } } },
    async (request) => {
      const row = await updateSeason(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Season');
      return (await getSeason(app.db, row.id))!;
    },
  );

  guardedDeleteRoutes(app, 'season', 'Season', tags, guards.seasonById);
};

export default seasonsRoutes;
