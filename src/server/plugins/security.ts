import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { STATIC_DIRECTIVES } from '../lib/content-security-policy';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const HELMET_OPTIONS: HelmetOptions = {
  // Our own files only by default; every page gets its nonce policy from the page pipeline, the ad
  // frame its own (docs/decisions/0033).
  contentSecurityPolicy: { useDefaults: false, directives: STATIC_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
  // Not helmet's no-referrer: under it Chromium sends `Origin: null` on our own form posts.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  hsts: false,
};

/**
 * Helmet's headers, worked out once. They depend on nothing in the request, and @fastify/helmet
 * rebuilt and re-validated the whole policy on every request: 13 % of the CPU of a small answer.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON answers are never documents: no policy for scripts, frames or ads to carry, so the OWASP REST
 * set instead of a page's twelve headers (a third of a small answer's bytes went on them).
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  // As on pages: a form's 303 from /api/login or /api/logout hands its policy on to the page it leads to.
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Every page's headers (client-app.ts sends them with each page, /api/login's too). */
export const PAGE_HEADERS = securityHeaders();

/** The API's own URLs, not the OpenAPI browser under /api/docs, which is a page. */
export const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

function refusal(method: string, origin: string | undefined, site: unknown, host: string | undefined, allowed: string[]) {
  if (!UNSAFE.has(method)) return null;
  if (site === 'cross-site') return 'Cross-site request refused';
  if (!origin) return null;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return 'Invalid Origin header';
  }
  return originHost === host || allowed.includes(origin) ? null : 'Cross-origin request refused';
}

/**
 * Security headers on every response, and a same-origin check on unsafe requests:
 * SameSite=Lax already blocks most CSRF; the Origin check closes the rest.
 * Callback hooks, not async ones: they run on every request and never wait.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? API_HEADERS : PAGE_HEADERS);
    const refused = refusal(
      request.method,
      request.headers.origin,
      request.headers['sec-fetch-site'],
      request.headers.host,
      opts.allowedOrigins,
    );
    if (refused) return reply.code(403).send({ message: refused });
    done();
  });
});
