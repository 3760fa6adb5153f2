import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEntry, AuditQuery } from '../../../../shared/schemas/audit';
import { sendPage } from '../../../lib/list-reply';
import { requireAdmin } from '../../../plugins/auth';
import { listAuditPage } from '../../../repositories/audit-queries';

/** The activity log holds before/after rows and e-mail addresses: admins only, never cached (http-cache). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { onRequest: requireAdmin, schema: { tags: ['audit'], querystring: AuditQuery, response: { 200: AuditEntry.array() } } },
    async (request, reply) => sendPage(request, reply, await listAuditPage(app.db, request.query), request.query));
};

export default auditRoutes;
