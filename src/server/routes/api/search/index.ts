import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuery, SearchResults } from '#shared/schemas/search';
import { globalSearch } from '#server/repositories/directory/search';
import { publicRead } from '#server/cache/route-cache';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: publicRead('directory'), schema: { tags: ['search'], querystring: SearchQuery, response: { 200: SearchResults } } },
    async (request) => globalSearch(app.db, request.query.q, request.query.limit),
  );
};

export default searchRoutes;
