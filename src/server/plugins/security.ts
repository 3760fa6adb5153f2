import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { AD_PAGE_DIRECTIVES } from '../lib/content-security-policy';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers on every response, and a same-origin check on unsafe requests:
 * SameSite=Lax already blocks most CSRF; the Origin check closes the rest.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  await app.register(helmet, {
    // Ad pages' policy by default; ad-free pages get the strict one from sendApp (client-app.ts).
    contentSecurityPolicy: { useDefaults: false, directives: AD_PAGE_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it Chromium sends `Origin: null` on our own form posts.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') return reply.code(403).send({ message: 'Cross-site request refused' });
    if (!origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return reply.code(403).send({ message: 'Invalid Origin header' });
    }
    if (host === request.headers.host || opts.allowedOrigins.includes(origin)) return;
    return reply.code(403).send({ message: 'Cross-origin request refused' });
  });
});
