import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Versioned } from '../../../../shared/schemas/common';
import { League, LeagueCreate, LeagueDetail, LeagueQuery, LeagueUpdate } from '../../../../shared/schemas/league';
import { actorOf } from '../../../lib/actor';
import { notFound } from '../../../lib/http-errors';
import { sendPage } from '../../../lib/list-reply';
import { requireAdmin } from '../../../plugins/auth';
import { getLeague, getLeagueDetail, leagueWrites, listLeagues } from '../../../repositories/leagues';

const tags = ['leagues'];

const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, querystring: LeagueQuery, response: { 200: League.array() } } },
    async (request, reply) => sendPage(request, reply, await listLeagues(app.db, request.query), request.query));

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: LeagueDetail } } }, async (request) => {
    const row = await getLeagueDetail(app.db, request.params.id);
    if (!row) throw notFound('League');
    return row;
  });

  app.post('/', { onRequest: requireAdmin, schema: { tags, body: LeagueCreate, response: { 201: League } } },
    async (request, reply) => {
      const { id } = await leagueWrites.create(app.db, request.body, actorOf(request));
      return reply.code(201).send((await getLeague(app.db, id))!);
    });

  app.patch('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, body: LeagueUpdate, response: { 200: League } } },
    async (request) => {
      const row = await leagueWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('League');
      return (await getLeague(app.db, row.id))!;
    });

  // SPEC §5: no confirmation. Teams keep existing without a league (SET NULL), its seasons go
  // (CASCADE) and their games stay with seasonId null.
  app.delete('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, querystring: Versioned } }, async (request, reply) => {
    if (!(await leagueWrites.remove(app.db, request.params.id, actorOf(request), request.query.expectedUpdatedAt))) throw notFound('League');
    return reply.code(204).send();
  });
};

export default leaguesRoutes;
