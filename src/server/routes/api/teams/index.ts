import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { Team, TeamCreate, TeamDetail, TeamQuery, TeamUpdate } from '#shared/schemas/team';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { sendPage } from '#server/lib/list-reply';
import { requireAdmin } from '#server/plugins/auth';
import { getTeamDetail, listTeams, teamWrites } from '#server/repositories/teams';
import { publicRead } from '#server/cache/route-cache';
import { guardedDeleteRoutes } from '../../guarded-delete';
import teamStatsRoutes from './stats';

const tags = ['teams'];

const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamStatsRoutes);

  app.get(
    '/',
    { config: publicRead('directory'), schema: { tags, querystring: TeamQuery, response: { 200: Team.array() } } },
    async (request, reply) => sendPage(request, reply, await listTeams(app.db, request.query), request.query),
  );

  app.get(
    '/:id',
    { config: publicRead('directory'), schema: { tags, params: IdParams, response: { 200: TeamDetail } } },
    async (request) => {
      const row = await getTeamDetail(app.db, request.params.id);
      if (!row) throw notFound('Team');
      return row;
    },
  );

  app.post('/', { onRequest: requireAdmin, schema: { tags, body: TeamCreate, response: { 201: Team } } }, async (request, reply) => {
    const { id } = await teamWrites.create(app.db, request.body, actorOf(request));
    return reply.code(201).send((await getTeamDetail(app.db, id))!);
  });

  app.patch(
    '/:id',
    { onRequest: requireAdmin, schema: { tags, params: IdParams, body: TeamUpdate, response: { 200: Team } } },
    async (request) => {
      const row = await teamWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Team');
      return (await getTeamDetail(app.db, row.id))!;
    },
  );

  guardedDeleteRoutes(app, 'team', 'Team', tags);
};

export default teamsRoutes;
