import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, encodedBody, pickEncoding, type EncodedBodies } from '#server/cache/encoded-body';

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
const page = (bytes: number) => `<tr><td>Riley Bennett</td><td>LW</td></tr>`.repeat(Math.ceil(bytes / 40)).slice(0, bytes);

describe('compression of answers and pages', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`${encoding}: small and large bodies decode to the body, each an exact-size buffer`, () => {
      for (const size of [2_000, 16_384, 120_000]) {
        const body = page(size);
        for (const effort of ['answer', 'page'] as const) {
          const out = compress(body, encoding, effort);
          expect(decode[encoding](out).toString('utf8')).toBe(body);
          expect(out.byteLength).toBeLessThan(body.length / 4);
          // An exact-size buffer, not a view into zlib's output chunk (issue #21).
          expect(out.buffer.byteLength).toBe(out.byteLength);
        }
      }
    });
  }

  it('keeps the first copy per encoding and makes each encoding once', () => {
    const bodies: EncodedBodies = {};
    const body = page(50_000);
    const br = encodedBody(bodies, body, 'br', 'page');
    expect(encodedBody(bodies, body, 'br', 'page')).toBe(br);
    const gz = encodedBody(bodies, body, 'gzip', 'page');
    expect(Object.keys(bodies).sort()).toEqual(['br', 'gzip']);
    expect(gunzipSync(gz).toString('utf8')).toBe(body);
  });

  it('picks brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
