import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { TeamStats, TeamStatsQuery } from '#shared/schemas/team-stats';
import { notFound } from '#server/lib/http-errors';
import { getTeamStats } from '#server/repositories/stats/team-stats';
import { publicRead } from '#server/cache/route-cache';

/** Issue #17: GET /api/teams/{id}/stats?seasonId= — the team's skaters and goalies in a season. */
const teamStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/stats',
    {
      config: publicRead('games'),
      schema: { tags: ['teams'], params: IdParams, querystring: TeamStatsQuery, response: { 200: TeamStats } },
    },
    async (request) => {
      const stats = await getTeamStats(app.db, request.params.id, request.query.seasonId);
      if (stats === 'team') throw notFound('Team');
      if (stats === 'season') throw notFound('Season');
      return stats;
    },
  );
};

export default teamStatsRoutes;
