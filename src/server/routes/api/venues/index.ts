import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Venue, VenueQuery } from '#shared/schemas/facility';
import { sendPage } from '#server/lib/list-reply';
import { listVenues } from '#server/repositories/directory/venues';
import { publicRead } from '#server/cache/route-cache';

const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: publicRead('directory'), schema: { tags: ['facilities'], querystring: VenueQuery, response: { 200: Venue.array() } } },
    async (request, reply) => sendPage(request, reply, await listVenues(app.db, request.query), request.query),
  );
};

export default venuesRoutes;
