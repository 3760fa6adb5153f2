import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { createTestDatabase } from '../helpers/test-db';

// A built client stand-in, precompressed by the same build step as `npm run build`.
const clientDir = mkdtempSync(path.join(tmpdir(), 'hd-static-'));
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'Jääskeläinen ${i}';`).join('\n');
const URL_PATH = '/assets/vendor-Test123.js';
let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="en"><head><title>t</title></head><body></body></html>');
  writeFileSync(path.join(clientDir, 'assets', 'vendor-Test123.js'), SCRIPT);
  writeFileSync(path.join(clientDir, 'assets', 'tiny-Test123.js'), 'export const x = 1;');
  execFileSync(process.execPath, ['scripts/precompress.mjs', clientDir]);
  const db = await createTestDatabase();
  drop = db.drop;
  app = await buildApp({ config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db: db.handle, clientDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  rmSync(clientDir, { recursive: true, force: true });
});

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe('static assets precompressed at build time (issue #21)', () => {
  it('writes brotli and gzip copies next to each text asset worth compressing', () => {
    expect(existsSync(path.join(clientDir, 'assets', 'vendor-Test123.js.br'))).toBe(true);
    expect(existsSync(path.join(clientDir, 'assets', 'vendor-Test123.js.gz'))).toBe(true);
    expect(existsSync(path.join(clientDir, 'assets', 'tiny-Test123.js.br'))).toBe(false);
    expect(existsSync(path.join(clientDir, 'index.html.br'))).toBe(false);
  });

  for (const [header, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const) {
    it(`sends the ${encoding} copy for Accept-Encoding: ${header}, the same bytes once decoded`, async () => {
      const res = await app.inject({ url: URL_PATH, headers: { 'accept-encoding': header } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
      expect(decoders[encoding](res.rawPayload).toString()).toBe(SCRIPT);
      // The build's copy byte for byte: nothing was compressed for this request.
      const copy = readFileSync(path.join(clientDir, 'assets', `vendor-Test123.js.${encoding === 'br' ? 'br' : 'gz'}`));
      expect(res.rawPayload.equals(copy)).toBe(true);
    });
  }

  it('sends the file itself to a client that accepts no encoding, still varying on it', async () => {
    const res = await app.inject({ url: URL_PATH, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.body).toBe(SCRIPT);
  });

  it('answers a revalidation with 304 from the content-hashed name', async () => {
    const first = await app.inject({ url: URL_PATH, headers: { 'accept-encoding': 'br' } });
    expect(first.headers.etag).toBe('W/"vendor-Test123.js"');
    const again = await app.inject({ url: URL_PATH, headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/assets/missing-Test123.js' })).statusCode).toBe(404);
  });

  it('gives the compressed copies no address of their own', async () => {
    expect((await app.inject({ url: `${URL_PATH}.br` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL_PATH}.gz` })).statusCode).toBe(404);
  });
});
