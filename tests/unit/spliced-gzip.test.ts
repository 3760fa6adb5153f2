import { crc32, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, shiftFor } from '#server/cache/crc32-combine';
import { splicedBody, splicedGzip } from '#server/cache/spliced-gzip';
import { newNonce } from '#server/lib/content-security-policy';
import { cutAtNonces, withScriptNonce } from '#server/pages/nonced-html';

// A page like ours: a big head, scripts in the head and at the end, text that repeats across the cuts
// (so the parts after a nonce reach back into the ones before it), and non-ASCII text.
const PAGE =
  `<!doctype html><html><head><style>${'.c{color:red}'.repeat(3000)}</style>` +
  '<script type="application/ld+json">{"name":"Jääkiekko – Ångström"}</script></head><body>' +
  `<div id="root">${'<a class="c" href="/team/1">Team één</a>'.repeat(1500)}</div>` +
  '<script type="application/json" id="hd-state">{"q":[]}</script><script type="module">import("/x.js")</script></body></html>';

// A nonce's length: newNonce() is 18 random bytes in base64.
const NONCE_LENGTH = 24;

describe('nonced pages', () => {
  it('cuts a page where each script element takes its nonce', () => {
    const parts = cutAtNonces(PAGE);
    expect(parts).toHaveLength(4);
    const html = withScriptNonce(PAGE, 'N'.repeat(NONCE_LENGTH));
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      `<script nonce="${'N'.repeat(24)}" type="application/ld+json">`,
      `<script nonce="${'N'.repeat(24)}" type="application/json" id="hd-state">`,
      `<script nonce="${'N'.repeat(24)}" type="module">`,
    ]);
    expect(html.replaceAll(` nonce="${'N'.repeat(24)}"`, '')).toBe(PAGE);
  });

  it('combines CRCs as zlib does', () => {
    const [a, b] = [Buffer.from('hockey '.repeat(999)), Buffer.from('directory ü')];
    expect(crc32Combine(crc32(a), crc32(b), shiftFor(b.length))).toBe(crc32(Buffer.concat([a, b])));
  });

  it('splices each nonce into one compressed copy: a valid gzip stream of exactly that page', () => {
    for (const level of [4, 6]) {
      const stored = splicedGzip(cutAtNonces(PAGE), NONCE_LENGTH, level);
      for (const nonce of [newNonce(), newNonce(), '+/+/+/+/+/+/+/+/+/+/+/+/']) {
        // gunzip checks the trailer's CRC and length too.
        expect(gunzipSync(splicedBody(stored, nonce)).toString()).toBe(withScriptNonce(PAGE, nonce));
      }
      // The cuts cost next to nothing: the parts after a nonce are compressed against what precedes them.
      expect(splicedBody(stored, newNonce()).length).toBeLessThan(1.05 * gzipSize(PAGE, level) + 200);
    }
  });

  it('refuses a nonce of another length, which would shift every distance after it', () => {
    const stored = splicedGzip(cutAtNonces(PAGE), NONCE_LENGTH, 6);
    expect(() => splicedBody(stored, 'short')).toThrow();
  });
});

function gzipSize(html: string, level: number) {
  return gzipSync(withScriptNonce(html, 'N'.repeat(NONCE_LENGTH)), { level }).length;
}
