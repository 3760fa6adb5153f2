import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { DataVersionWatcher, type DataVersions } from '../cache/data-version';
import { COMPRESS_ABOVE, encodedBody, pickEncoding, type EncodedBodies } from '../cache/encoded-body';

type Entry = { version: string; body: string; etag: string; headers: Record<string, string>; encoded: EncodedBodies };

// Answers that depend on who asks, or that must always be live.
const UNCACHEABLE = /^\/api\/(auth|login|logout|register|ad-settings|audit|docs|health)(\/|\?|$)/;
// Reads that never touch games or standings adjustments: a score entered on a game night
// leaves their cached answers valid. Everything else depends on both scopes.
const GAMES_FREE = /^\/api\/(players|facets|countries|facilities|venues|teams|seasons|search|ad-config)(\/|\?|$)/;
const versionKey = (url: string, v: DataVersions) => (GAMES_FREE.test(url) ? `d${v.directory}` : `d${v.directory}g${v.games}`);
const KEPT_HEADERS = ['content-type', 'x-total-count', 'x-last-updated', 'x-next-cursor', 'link'];

declare module 'fastify' {
  interface FastifyRequest { cacheVersion?: string | null }
}

export type ResponseCacheOptions = { maxMegabytes: number; versionCheckMs: number; ttlSeconds: number };

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' && request.url.startsWith('/api/') && !UNCACHEABLE.test(request.url);

/**
 * Public API reads are served from memory while the data version (bumped by triggers on every
 * write, see schema/data-version.ts) is unchanged. A directory is read far more than written, and
 * the spec-scale lists cost 5–50 ms of database time each; a hit costs well under a millisecond.
 * The ETag is computed here, on the uncompressed body, so 304s work with compression too.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, opts: ResponseCacheOptions) => {
  if (opts.maxMegabytes <= 0) return;
  const watcher = new DataVersionWatcher(app.db, opts.versionCheckMs);
  const cache = new LRUCache<string, Entry>({
    maxSize: opts.maxMegabytes * 1024 * 1024,
    // Compressed copies add ~15% at most; counted up front so the bound holds without re-sizing.
    sizeCalculation: (e) => Math.ceil(e.body.length * 1.15) + 200,
    ttl: opts.ttlSeconds * 1000,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const versions = await watcher.current();
    const version = versions ? versionKey(request.url, versions) : null;
    request.cacheVersion = version;
    const hit = version === null ? undefined : cache.get(request.url);
    if (!hit || hit.version !== version) return;
    reply.headers({ ...hit.headers, etag: hit.etag, 'x-cache': 'hit' });
    const encoding = hit.body.length >= COMPRESS_ABOVE ? pickEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(hit.body);
    // With Content-Encoding set, the compress plugin leaves the stored bytes alone.
    reply.headers({ 'content-encoding': encoding, vary: 'Accept-Encoding' });
    return reply.send(encodedBody(hit.encoded, hit.body, encoding));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || typeof payload !== 'string' || reply.getHeader('x-cache')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const version = request.cacheVersion;
    const stored = reply.statusCode === 200 && version != null && !String(reply.getHeader('cache-control') ?? '').includes('no-store');
    if (stored) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.set(request.url, { version, body: payload, etag, headers, encoded: {} });
    }
    reply.header('x-cache', 'miss');
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/')) watcher.invalidate();
  });
});
