import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import etag from '@fastify/etag';
import { declaredScope } from '../cache/route-cache';

/**
 * Cache-Control from the matched route's declaration (cache/route-cache.ts): answers that do not
 * declare themselves public are `private, no-store`. Public reads revalidate every time (ETag →
 * 304), so an admin's edit shows at once, while a CDN or browser still saves the body transfer.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  await app.register(etag, { weak: true });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Pages and static files set their own.
    if (!reply.hasHeader('cache-control')) {
      const isPublic = declaredScope(request) !== undefined;
      reply.header('cache-control', isPublic ? 'public, no-cache' : 'private, no-store');
      if (isPublic) reply.header('vary', 'Accept-Encoding');
    }
    done(null, payload);
  });
});
