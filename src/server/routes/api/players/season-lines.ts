import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlayerSeasonLine, SeasonLinesQuery } from '#shared/schemas/player-season-line';
import { currentSeasonLines } from '#server/repositories/stats/player-season-lines';
import { publicRead } from '#server/cache/route-cache';

/** Issue 28: the current season's line of each listed player (a list page's rows), computed from box scores. */
const seasonLinesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/season-lines',
    {
      config: publicRead('games'),
      schema: { tags: ['players'], querystring: SeasonLinesQuery, response: { 200: PlayerSeasonLine.array() } },
    },
    async (request) => currentSeasonLines(app.db, request.query.ids),
  );
};

export default seasonLinesRoutes;
