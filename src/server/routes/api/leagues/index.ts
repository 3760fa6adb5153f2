import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { League, LeagueCreate, LeagueDetail, LeagueQuery, LeagueUpdate } from '#shared/schemas/league';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { sendPage } from '#server/lib/list-reply';
import { adminOnly } from '#server/plugins/require-scope';
import { getLeague, getLeagueDetail, leagueWrites, listLeagues } from '#server/repositories/directory/leagues';
import { ownScope } from '#server/lib/own-scope';
import { publicRead } from '#server/cache/route-cache';
import { guardedDeleteRoutes } from '../../guarded-delete';
import { routeGuards } from '../../route-scopes';

const tags = ['leagues'];

const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  app.get(
    '/',
    { config: publicRead('games'), schema: { tags, querystring: LeagueQuery, response: { 200: League.array() } } },
    async (request, reply) =>
      sendPage(request, reply, await listLeagues(app.db, { ...request.query, own: ownScope(request, request.query.mine) }), request.query),
  );

  app.get('/:id', { config: publicRead('games'), schema: { tags, params: IdParams, response: { 200: LeagueDetail } } }, async (request) => {
    const row = await getLeagueDetail(app.db, request.params.id);
    if (!row) throw notFound('League');
    return row;
  });

  app.post('/', { ...adminOnly(), schema: { tags, body: LeagueCreate, response: { 201: League } } }, async (request, reply) => {
    const { id } = await leagueWrites.create(app.db, request.body, actorOf(request));
    return reply.code(201).send((await getLeague(app.db, id))!);
  });

  app.patch(
    '/:id',
    { ...guards.leagueById, schema: { tags, params: IdParams, body: LeagueUpdate, response: { 200: League } } },
    async (request) => {
      const row = await leagueWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('League');
      return (await getLeague(app.db, row.id))!;
    },
  );

  guardedDeleteRoutes(app, 'league', 'League', tags);
};

export default leaguesRoutes;
