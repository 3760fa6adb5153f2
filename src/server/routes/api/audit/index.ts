import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEntry, AuditQuery, RestoreResult } from '#shared/schemas/audit';
import { IdParams } from '#shared/schemas/common';
import { actorOf } from '#server/lib/actor';
import { sendPage } from '#server/lib/list-reply';
import { adminOnly } from '#server/plugins/require-scope';
import { listAuditPage } from '#server/repositories/admin/audit-queries';
import { restoreDeleted } from '#server/repositories/deletes/restore';
import { announceGameChanges } from '#server/live/announce';

/** The activity log holds before/after rows and e-mail addresses: admins only, never cached (http-cache). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { ...adminOnly(), schema: { tags: ['audit'], querystring: AuditQuery, response: { 200: AuditEntry.array() } } },
    async (request, reply) => sendPage(request, reply, await listAuditPage(app.db, request.query), request.query),
  );

  // Issue 18 item 3: a deleted record (and what its cascade removed or cleared) back with its ids, within 30 days.
  app.post(
    '/:id/restore',
    { ...adminOnly(), schema: { tags: ['audit'], params: IdParams, response: { 200: RestoreResult } } },
    async (request) => {
      const { result, gameIds } = await restoreDeleted(app.db, request.params.id, actorOf(request));
      // A restored game is back on its day's open scores pages (issue 27), announced after the commit.
      await announceGameChanges(app, gameIds);
      return result;
    },
  );
};

export default auditRoutes;
