import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Facet, LeagueFacetQuery, PlayerFacetQuery, TeamFacetQuery } from '#shared/schemas/facet';
import { sendPage } from '#server/lib/list-reply';
import { leagueFacets, playerFacets, teamFacets } from '#server/repositories/directory/facets';
import { ownScope } from '#server/lib/own-scope';
import { publicRead } from '#server/cache/route-cache';

const tags = ['facets'];
const response = { 200: Facet.array() };

/**
 * Group headings with member counts for the directory's collapsible tabs: the client never
 * fetches a whole table to count it, and loads a group's members only when it opens.
 */
const facetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/teams', { config: publicRead('directory'), schema: { tags, querystring: TeamFacetQuery, response } }, async (request, reply) =>
    sendPage(request, reply, await teamFacets(app.db, { ...request.query, own: ownScope(request, request.query.mine) }), request.query),
  );

  app.get(
    '/players',
    { config: publicRead('directory'), schema: { tags, querystring: PlayerFacetQuery, response } },
    async (request, reply) => sendPage(request, reply, await playerFacets(app.db, request.query), request.query),
  );

  app.get(
    '/leagues',
    { config: publicRead('directory'), schema: { tags, querystring: LeagueFacetQuery, response } },
    async (request, reply) => sendPage(request, reply, await leagueFacets(app.db, request.query), request.query),
  );
};

export default facetsRoutes;
