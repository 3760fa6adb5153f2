import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/common';
import { DeleteReferences, GuardedDeleteQuery, type GuardedEntity } from '#shared/schemas/delete-guard';
import { actorOf } from '#server/lib/actor';
import { notFound } from '#server/lib/http-errors';
import { adminOnly } from '#server/plugins/require-scope';
import { describeDelete, guardedDelete } from '#server/repositories/deletes/guarded-delete';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET /:id/references` (what a delete would touch, for the admin's confirm dialog) and
 * `DELETE /:id[?cascade=true]`: 409 with the same counts while other rows reference the record,
 * unless the cascade is asked for and nothing blocks it (issue 18 item 3).
 */
export function guardedDeleteRoutes(app: App, entity: GuardedEntity, what: string, tags: string[], guard = adminOnly()) {
  app.get('/:id/references', { ...guard, schema: { tags, params: IdParams, response: { 200: DeleteReferences } } }, async (request) => {
    const refs = await describeDelete(app.db, entity, request.params.id);
    if (!refs) throw notFound(what);
    return refs;
  });

  app.delete('/:id', { ...guard, schema: { tags, params: IdParams, querystring: GuardedDeleteQuery } }, async (request, reply) => {
    const { cascade, expectedUpdatedAt } = request.query;
    if (!(await guardedDelete(app.db, entity, request.params.id, actorOf(request), { cascade, expectedUpdatedAt }))) throw notFound(what);
    return reply.code(204).send();
  });
}
