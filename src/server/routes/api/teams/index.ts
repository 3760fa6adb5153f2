import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { Team, TeamCreate, TeamDetail, TeamQuery, TeamUpdate } from '#shared/schemas/team';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { sendPage } from '#server/lib/list-reply';
import { getTeamDetail, listTeams, teamWrites } from '#server/repositories/directory/teams';
import { ownScope } from '#server/lib/own-scope';
import { publicRead } from '#server/cache/route-cache';
import { guardedDeleteRoutes } from '../../guarded-delete';
import { routeGuards } from '../../route-scopes';
import teamStatsRoutes from './stats';

const tags = ['teams'];

const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guards = routeGuards(app.db);
  await app.register(teamStatsRoutes);

  app.get(
    '/',
    { config: publicRead('directory'), schema: { tags, querystring: TeamQuery, response: { 200: Team.array() } } },
    async (request, reply) =>
      sendPage(request, reply, await listTeams(app.db, { ...request.query, own: ownScope(request, request.query.mine) }), request.query),
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

  app.post('/', { ...guards.teamCreate, schema: { tags, body: TeamCreate, response: { 201: Team } } }, async (request, reply) => {
    const { id } = await teamWrites.create(app.db, request.body, actorOf(request));
    return reply.code(201).send((await getTeamDetail(app.db, id))!);
  });

  app.patch(
    '/:id',
    { ...guards.teamById, schema: { tags, params: IdParams, body: TeamUpdate, response: { 200: Team } } },
    async (request) => {
      const row = await teamWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Team');
      return (await getTeamDetail(app.db, row.id))!;
    },
  );

  guardedDeleteRoutes(app, 'team', 'Team', tags, guards.teamById);
};

export default teamsRoutes;
