import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests; UI at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hockey Directory API',
        version: '1.0.0',
        description:
          'Facilities, leagues, teams, players, games, scores and standings. Reads are public; writes need a session (cookie `hd_session`, from POST /api/login) whose role and scope allow them: admin, league manager, team manager (ADR 0024); the scorekeeper game session is cookie `hd_score`, from POST /api/score-sessions.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hd_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
});
