import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Stats } from '#shared/schemas/stats';
import { getStats } from '#server/repositories/stats/stats';
import { publicRead } from '#server/cache/route-cache';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: publicRead('games'), schema: { tags: ['stats'], response: { 200: Stats } } }, async () => getStats(app.db));
};

export default statsRoutes;
