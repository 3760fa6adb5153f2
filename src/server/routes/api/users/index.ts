import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GrantBody, GrantParams, UserQuery, UserWithGrants } from '#shared/schemas/roles';
import { IdParams } from '#shared/schemas/common';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { adminOnly } from '#server/plugins/require-scope';
import { getUserWithGrants, grantRole, listUsers, revokeRole } from '#server/repositories/users/user-roles';

const tags = ['users'];

/** Issue 27: admins list accounts and grant or revoke scoped roles. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { ...adminOnly(), schema: { tags, querystring: UserQuery, response: { 200: UserWithGrants.array() } } },
    async (request, reply) => {
      const { total, rows } = await listUsers(app.db, request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  app.post(
    '/:id/roles',
    {
      ...adminOnly(),
      schema: {
        tags,
        description: 'Grant a scoped role: league manager of a league, or team manager of a team. 409 if the user already holds it.',
        params: IdParams,
        body: GrantBody,
        response: { 201: UserWithGrants },
      },
    },
    async (request, reply) => {
      await grantRole(app.db, request.params.id, request.body, actorOf(request));
      return reply.code(201).send((await getUserWithGrants(app.db, request.params.id))!);
    },
  );

  app.delete(
    '/:id/roles/:grantId',
    { ...adminOnly(), schema: { tags, description: 'Revoke one scoped role.', params: GrantParams, response: { 200: UserWithGrants } } },
    async (request) => {
      if (!(await revokeRole(app.db, request.params.id, request.params.grantId, actorOf(request)))) throw notFound('Role');
      return (await getUserWithGrants(app.db, request.params.id))!;
    },
  );
};

export default usersRoutes;
