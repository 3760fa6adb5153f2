import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { PlayerStats } from '#shared/schemas/player-stats';
import { notFound } from '#server/lib/http-errors';
import { getPlayerStats } from '#server/repositories/stats/player-stats';
import { publicRead } from '#server/cache/route-cache';

/** Issue #17: GET /api/players/{id}/stats — season by season and career, computed from box scores. */
const playerStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/stats',
    { config: publicRead('games'), schema: { tags: ['players'], params: IdParams, response: { 200: PlayerStats } } },
    async (request) => {
      const stats = await getPlayerStats(app.db, request.params.id);
      if (!stats) throw notFound('Player');
      return stats;
    },
  );
};

export default playerStatsRoutes;
