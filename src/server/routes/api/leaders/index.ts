import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Leaders, LeadersQuery } from '#shared/schemas/leaders';
import { notFound } from '#server/lib/http-errors';
import { getLeaders } from '#server/repositories/stats/leaders';
import { publicRead } from '#server/cache/route-cache';

/** Issue #17: GET /api/leaders?seasonId=&leagueId=&stat=&limit= (docs/box-scores-api.md). */
const leadersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: publicRead('games'), schema: { tags: ['stats'], querystring: LeadersQuery, response: { 200: Leaders } } },
    async (request) => {
      const answer = await getLeaders(app.db, request.query);
      if (answer === 'season') throw notFound('Season');
      if (answer === 'league') throw notFound('League');
      return answer;
    },
  );
};

export default leadersRoutes;
