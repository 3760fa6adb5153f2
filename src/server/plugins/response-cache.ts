import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { READ_DEPENDS_ON } from '#shared/data-scopes';
import { DataVersionWatcher, type DataVersions } from '../cache/data-version';
import { COMPRESS_ABOVE, encodedBody, exactUtf8, pickEncoding } from '../cache/encoded-body';
import { ResponseStore, type StoredAnswer } from '../cache/response-store';
import { cacheKey, declaredScope, type CacheScope } from '../cache/route-cache';

// A 'directory' read never touches games or standings adjustments: a score entered on a game night
// leaves its cached answer valid. A 'games' read depends on both versions ('d1g4'). The client's
// refresh after a write follows the same table (src/shared/data-scopes.ts).
const versionKey = (scope: CacheScope, v: DataVersions) => READ_DEPENDS_ON[scope].map((s) => `${s[0]}${v[s]}`).join('');
const KEPT_HEADERS = ['content-type', 'x-total-count', 'x-last-updated', 'x-next-cursor', 'link'];

declare module 'fastify' {
  interface FastifyRequest {
    cacheVersion?: string | null;
    cacheKey?: string;
  }
  interface FastifyInstance {
    /** The read cache's memory, null when `RESPONSE_CACHE_MB=0`. */
    responseStore: ResponseStore | null;
  }
}

export type ResponseCacheOptions = { maxMegabytes: number; versionCheckMs: number; ttlSeconds: number };

/** The stored answer's body for this request: compressed once per encoding and kept (the compress plugin skips encoded replies). */
const encodingFor = (answer: StoredAnswer, request: FastifyRequest) =>
  answer.body.byteLength >= COMPRESS_ABOVE ? pickEncoding(request.headers['accept-encoding']) : null;

function sendStored(store: ResponseStore, key: string, answer: StoredAnswer, request: FastifyRequest, reply: FastifyReply) {
  const encoding = encodingFor(answer, request);
  if (!encoding) return answer.body;
  reply.headers({ 'content-encoding': encoding, vary: 'Accept-Encoding' });
  return store.encoded(key, answer, encoding);
}

/**
 * Reads their route declares public (cache/route-cache.ts) are served from memory while the data version (bumped by triggers on every
 * write, see schema/data-version.ts) is unchanged. A directory is read far more than written, and
 * the spec-scale lists cost 5–50 ms of database time each; a hit costs well under a millisecond.
 * The ETag is computed here, on the uncompressed body, so 304s work with compression too.
 * A miss is compressed here too, once, and that copy is what later hits send.
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, opts: ResponseCacheOptions) => {
  const store = opts.maxMegabytes > 0 ? new ResponseStore(opts.maxMegabytes * 1024 * 1024, opts.ttlSeconds * 1000) : null;
  app.decorate('responseStore', store);
  if (!store) return;
  const watcher = new DataVersionWatcher(app.db, opts.versionCheckMs);
  // A live event or game change on any instance (issue 27): the fans it wakes refetch at once, and
  // must not get this instance's answer from before it, however recently the version was read.
  const unsubscribe = app.liveBus.subscribe(() => watcher.invalidate());
  app.addHook('onClose', async () => unsubscribe());

  app.addHook('onRequest', async (request, reply) => {
    const scope = request.method === 'GET' ? declaredScope(request) : undefined;
    if (!scope) return;
    const versions = await watcher.current();
    const version = versions ? versionKey(scope, versions) : null;
    request.cacheVersion = version;
    // Taken before validation replaces params and query with their parsed values.
    request.cacheKey = cacheKey(request);
    const hit = version === null ? undefined : store.get(request.cacheKey);
    if (!hit || hit.version !== version) return;
    reply.headers({ ...hit.headers, etag: hit.etag, 'x-cache': 'hit' });
    return reply.send(sendStored(store, request.cacheKey, hit, request, reply));
  });

  const storedAndSent = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || !declaredScope(request) || typeof payload !== 'string' || reply.getHeader('x-cache')) return payload;
    const etag = `W/"${hash('sha1', payload, 'base64url')}"`;
    reply.header('etag', etag);
    reply.header('x-cache', 'miss');
    const version = request.cacheVersion;
    const key = request.cacheKey;
    const stored =
      reply.statusCode === 200 &&
      version != null &&
      key !== undefined &&
      !String(reply.getHeader('cache-control') ?? '').includes('no-store');
    if (!stored) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const answer: StoredAnswer = { version, body: exactUtf8(payload), etag, headers, encoded: {} };
    // Compressed before it is stored, so the entry is counted once with its copy.
    const encoding = encodingFor(answer, request);
    if (encoding) encodedBody(answer.encoded, answer.body, encoding);
    store.set(key, answer);
    return sendStored(store, key, answer, request, reply);
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, storedAndSent(request, reply, payload));
  });

  app.addHook('onResponse', (request, _reply, done) => {
    // Any write, whatever its URL looks like, makes the next read check the data version.
    if (request.method !== 'GET' && request.method !== 'HEAD') watcher.invalidate();
    done();
  });
});
