import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Versioned } from '../../../../shared/schemas/common';
import { Team, TeamCreate, TeamDetail, TeamQuery, TeamUpdate } from '../../../../shared/schemas/team';
import { actorOf } from '../../../lib/actor';
import { conflict, notFound } from '../../../lib/http-errors';
import { sendPage } from '../../../lib/list-reply';
import { requireAdmin } from '../../../plugins/auth';
import { getTeamDetail, listTeams, teamGameCount, teamWrites } from '../../../repositories/teams';

const tags = ['teams'];

const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, querystring: TeamQuery, response: { 200: Team.array() } } },
    async (request, reply) => sendPage(request, reply, await listTeams(app.db, request.query), request.query));

  app.get('/:id', { schema: { tags, params: IdParams, response: { 200: TeamDetail } } }, async (request) => {
    const row = await getTeamDetail(app.db, request.params.id);
    if (!row) throw notFound('Team');
    return row;
  });

  app.post('/', { onRequest: requireAdmin, schema: { tags, body: TeamCreate, response: { 201: Team } } },
    async (request, reply) => {
      const { id } = await teamWrites.create(app.db, request.body, actorOf(request));
      return reply.code(201).send((await getTeamDetail(app.db, id))!);
    });

  app.patch('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, body: TeamUpdate, response: { 200: Team } } },
    async (request) => {
      const row = await teamWrites.update(app.db, request.params.id, request.body, actorOf(request));
      if (!row) throw notFound('Team');
      return (await getTeamDetail(app.db, row.id))!;
    });

  app.delete('/:id', { onRequest: requireAdmin, schema: { tags, params: IdParams, querystring: Versioned } }, async (request, reply) => {
    const n = await teamGameCount(app.db, request.params.id);
    if (n > 0) throw conflict(`This team has ${n} game${n === 1 ? '' : 's'}; delete or reassign them first`);
    if (!(await teamWrites.remove(app.db, request.params.id, actorOf(request), request.query.expectedUpdatedAt))) throw notFound('Team');
    return reply.code(204).send();
  });
};

export default teamsRoutes;
