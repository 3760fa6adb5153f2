import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers on every response, and a same-origin check on unsafe requests:
 * SameSite=Lax already blocks most CSRF; the Origin check closes the rest.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Ads (SPEC §2.18) inject third-party script and frames; they are the reason for https: here.
        scriptSrc: ["'self'", "'unsafe-inline'", 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') return reply.code(403).send({ message: 'Cross-site request refused' });
    if (!origin) return;
    let host: string;
    try { host = new URL(origin).host; } catch { return reply.code(403).send({ message: 'Invalid Origin header' }); }
    if (host === request.headers.host || opts.allowedOrigins.includes(origin)) return;
    return reply.code(403).send({ message: 'Cross-origin request refused' });
  });
});
