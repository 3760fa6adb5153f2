import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Stats } from '../../../../shared/schemas/stats';
import { getStats } from '../../../repositories/stats';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['stats'], response: { 200: Stats } } }, async () => getStats(app.db));
};

export default statsRoutes;
