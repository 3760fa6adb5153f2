import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from '../cache/encoded-body';

type Asset = { type: string; etag: string; raw: Buffer; br?: Buffer; gzip?: Buffer };

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every built asset with its build-time brotli and gzip copies (scripts/precompress.mjs), read once. */
function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  const names = new Set(readdirSync(dir));
  const copy = (name: string) => (names.has(name) ? readFileSync(path.join(dir, name)) : undefined);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    // The name carries the content hash (Vite), so it is the validator: no hashing per request.
    assets.set(name, {
      type,
      etag: `W/"${name}"`,
      raw: readFileSync(path.join(dir, name)),
      br: copy(`${name}.br`),
      gzip: copy(`${name}.gz`),
    });
  }
  return assets;
}

/**
 * The hashed assets (`/assets/*`, a few MB with their copies) served from memory: no file to open,
 * stat and stream per request, and nothing compressed per request. Under `@fastify/static` each
 * request for the 90 kB vendor.js cost a file read and stream (~0.09× of /api/health, issue #21).
 */
export async function registerStaticAssets(app: FastifyInstance, dir: string) {
  const assets = loadAssets(dir);
  app.get<{ Params: { file: string } }>('/assets/:file', { schema: { hide: true } }, async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = (encoding && asset[encoding]) || asset.raw;
    reply
      .header('content-type', asset.type)
      .header('cache-control', IMMUTABLE)
      .header('vary', 'accept-encoding')
      .header('etag', asset.etag);
    if (body !== asset.raw) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
