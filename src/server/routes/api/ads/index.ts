import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdConfig, AdSettings, AdSettingsBody } from '#shared/schemas/ad';
import { actorOf } from '#server/lib/actor';
import { requireUser } from '#server/plugins/auth';
import { adminOnly } from '#server/plugins/require-scope';
import { getAdConfig, getAdSettings, saveAdSettings } from '#server/repositories/admin/ad-settings';
import { publicRead } from '#server/cache/route-cache';

const tags = ['ads'];

/** Registered under /api: the render config is public, the editable settings are not. */
const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/ad-config', { config: publicRead('directory'), schema: { tags, response: { 200: AdConfig } } }, async () =>
    getAdConfig(app.db),
  );

  app.get('/ad-settings', { onRequest: requireUser, schema: { tags, response: { 200: AdSettings } } }, async (_request, reply) => {
    // Per-user answer: keep it out of shared caches.
    reply.header('cache-control', 'private, no-store');
    return getAdSettings(app.db);
  });

  // Ad HTML runs as script on every page: only admins may store it (docs/decisions/0003).
  app.post('/ad-settings', { ...adminOnly(), schema: { tags, body: AdSettingsBody, response: { 200: AdSettings } } }, async (request) =>
    saveAdSettings(app.db, request.body, actorOf(request)),
  );
};

export default adsRoutes;
