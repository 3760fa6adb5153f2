import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine, shiftFor } from './crc32-combine';
import { exactCopy } from './encoded-body';

/**
 * A stored page compressed once, sent with a fresh nonce in every response (docs/decisions/0033).
 * Each part between two nonces is raw deflate ending in a sync flush (byte-aligned, not final); a
 * response is the gzip header, the parts with each nonce between them as a stored block, a final
 * empty block and the trailer, whose CRC comes from the parts' CRCs (crc32-combine.ts). Deflate
 * keeps nothing across blocks but its 32 KiB window, so the pieces decode as one stream.
 */
export interface SplicedGzip {
  segments: Buffer[];
  crcs: number[];
  shifts: number[];
  /** The parts' UTF-8 bytes together, nonces left out. */
  bytes: number;
  slot: number;
}

const WINDOW = 32 * 1024;
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// BFINAL=1, fixed Huffman codes, end of block at once.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

export function splicedGzip(parts: string[], slot: number, level: number): SplicedGzip {
  const bufs = parts.map((p) => Buffer.from(p, 'utf8'));
  // The page as the decoder's window holds it, each nonce a run of 0xFF. A part after the first is
  // compressed against what precedes it (its dictionary), so it loses nothing to the cut; no UTF-8
  // text contains 0xFF, so no match can reach into a nonce, whose real bytes differ per response.
  const placeholder = Buffer.alloc(slot, 0xff);
  const template = Buffer.concat(bufs.flatMap((b, i) => (i > 0 ? [placeholder, b] : [b])));
  let offset = 0;
  const segments = bufs.map((b) => {
    const dictionary = offset > 0 ? template.subarray(Math.max(0, offset - WINDOW), offset) : undefined;
    offset += b.length + slot;
    return exactCopy(deflateRawSync(b, { level, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary && { dictionary }) }));
  });
  return {
    segments,
    crcs: bufs.map((b) => crc32(b)),
    shifts: bufs.map((b) => shiftFor(b.length)),
    bytes: bufs.reduce((n, b) => n + b.length, 0),
    slot,
  };
}

/** The gzip body of the page with `nonce` in every slot. */
export function splicedBody(g: SplicedGzip, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'latin1');
  if (value.length !== g.slot || nonce.length !== g.slot) throw new Error(`nonce must be ${g.slot} ASCII characters`);
  // A stored block: BFINAL=0, BTYPE=00 (we are byte-aligned after a sync flush), LEN, ~LEN, the bytes.
  const stored = Buffer.concat([Buffer.from([0, g.slot & 0xff, g.slot >> 8, ~g.slot & 0xff, (~g.slot >> 8) & 0xff]), value]);
  const nonceCrc = crc32(value);
  const nonceShift = shiftFor(g.slot);
  const chunks = [HEADER, g.segments[0]];
  let crc = g.crcs[0];
  for (let i = 1; i < g.segments.length; i++) {
    crc = crc32Combine(crc32Combine(crc, nonceCrc, nonceShift), g.crcs[i], g.shifts[i]);
    chunks.push(stored, g.segments[i]);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((g.bytes + g.slot * (g.segments.length - 1)) % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
