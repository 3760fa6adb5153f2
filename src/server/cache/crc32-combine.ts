/**
 * CRC-32 of a concatenation from the CRCs of its pieces, as zlib's crc32_combine (crc32.c, 1.2.12+):
 * the CRC of A followed by n bytes is A's CRC times x^(8n) modulo the CRC polynomial. A stored page's
 * gzip trailer is worked out from its parts' CRCs and its nonces' in microseconds (spliced-gzip.ts).
 */
const POLY = 0xedb88320;

/** a·b modulo the polynomial (bit-reflected, as CRC-32 stores it). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

// X2N[k] = x^(2^k) modulo the polynomial.
const X2N: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k++, p = multModP(p, p)) X2N.push(p >>> 0);

/** x^(8·bytes): the operator that appends `bytes` bytes to a CRC; worth keeping per stored part. */
export function shiftFor(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31], p);
  return p >>> 0;
}

/** CRC of A then B, from crc(A), crc(B) and shiftFor(B's length). */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number) => (multModP(shiftB, crcA) ^ crcB) >>> 0;
