import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import etag from '@fastify/etag';

// Paths whose answer depends on who asks: never stored by a shared cache.
const PRIVATE = [/^\/api\/auth\//, /^\/api\/ad-settings/, /^\/api\/audit/, /^\/api\/login/, /^\/api\/logout/];

/**
 * Public API reads revalidate every time (ETag → 304), so an admin's edit shows at once,
 * while a CDN or browser still saves the body transfer.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.getHeader('cache-control')) return payload;
    const isPrivate = request.method !== 'GET' || PRIVATE.some((re) => re.test(request.url));
    reply.header('cache-control', isPrivate ? 'private, no-store' : 'public, no-cache');
    if (!isPrivate) reply.header('vary', 'Accept-Encoding');
    return payload;
  });
});
