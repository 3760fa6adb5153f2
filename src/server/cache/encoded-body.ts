import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export type EncodedBodies = Partial<Record<Encoding, Buffer>>;

/** Below this a compressed body is not worth the header (same threshold as the compress plugin). */
export const COMPRESS_ABOVE = 1024;

const refuses = (header: string, name: string) => new RegExp(`\\b${name}\\s*;\\s*q=0(\\.0+)?\\b`).test(header);
const accepts = (header: string, name: string) => new RegExp(`\\b${name}\\b`).test(header) && !refuses(header, name);

/** The encoding to answer with for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  if (accepts(header, 'br')) return 'br';
  if (accepts(header, 'gzip')) return 'gzip';
  return null;
}

/**
 * A copy that owns exactly its bytes. zlib's sync results are views into a 16 KiB output chunk,
 * and small Buffer.from copies share an 8 KiB pool slab: kept in a cache, either pins far more
 * memory than the bytes it holds (a 133-byte answer pinned 16 KiB, issue #21). allocUnsafeSlow
 * never uses the pool.
 */
export function exactCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

/** Bytes of a string as its own exact-size buffer (UTF-8), for a cache to hold. */
export const exactUtf8 = (text: string): Buffer => exactCopy(Buffer.from(text, 'utf8'));

/**
 * How hard to compress (docs/decisions/0013, a 55 kB games page): 'answer' — an API answer on its
 * miss, compressed once and kept with its cache entry — brotli q3 (0.21 ms, 8.2 kB) or gzip 4;
 * brotli q5 cost 3x for 11 % fewer bytes and q11 600x. 'page' — HTML that is rendered once per data
 * version and then served many times — brotli q5 or gzip 6, where the smaller body pays back.
 */
export type Effort = 'answer' | 'page';
const BROTLI_QUALITY: Record<Effort, number> = { answer: 3, page: 5 };
export const GZIP_LEVEL: Record<Effort, number> = { answer: 4, page: 6 };

const brotliOptions = (effort: Effort): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});
const gzipOptions = (effort: Effort): ZlibOptions => ({ level: GZIP_LEVEL[effort] });

/** The body compressed into an exact-size buffer. */
export function compress(body: string | Buffer, encoding: Encoding, effort: Effort = 'answer'): Buffer {
  const out = encoding === 'br' ? brotliCompressSync(body, brotliOptions(effort)) : gzipSync(body, gzipOptions(effort));
  return exactCopy(out);
}

/**
 * The body compressed once per cache entry and kept: a hit then costs no compression at all.
 * On the main thread: handed to libuv's thread pool instead, a 55 kB answer cost 0.6 ms more CPU
 * (2.08 against 1.45 ms a request, 50 clients on two cores) and a player page 2 ms more.
 */
export function encodedBody(bodies: EncodedBodies, body: string | Buffer, encoding: Encoding, effort: Effort = 'answer'): Buffer {
  const existing = bodies[encoding];
  if (existing) return existing;
  const compressed = compress(body, encoding, effort);
  bodies[encoding] = compressed;
  return compressed;
}
