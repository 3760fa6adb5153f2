import { LRUCache } from 'lru-cache';
import { compress, type EncodedBodies, type Encoding } from './encoded-body';

/** One cached answer. Every byte array is an exact-size copy (encoded-body.ts), so its length is what it holds. */
export type StoredAnswer = { version: string; body: Buffer; etag: string; headers: Record<string, string>; encoded: EncodedBodies };

const headerBytes = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);

/** The bytes an entry holds: key, body, every compressed copy, ETag and kept headers. */
export function answerBytes(key: string, e: StoredAnswer): number {
  const encoded = Object.values(e.encoded).reduce((n, b) => n + b.byteLength, 0);
  return (
    Buffer.byteLength(key) + e.body.byteLength + encoded + Buffer.byteLength(e.etag) + Buffer.byteLength(e.version) + headerBytes(e.headers)
  );
}

export type StoreStats = { entries: number; countedBytes: number; heldBytes: number; maxBytes: number };

/**
 * The read cache's memory: an LRU bounded by the bytes it really holds (issue #21). A compressed
 * copy added later (another encoding asked for on a hit) re-sizes its entry, which may evict others.
 */
export class ResponseStore {
  private readonly lru: LRUCache<string, StoredAnswer>;

  constructor(
    readonly maxBytes: number,
    ttlMs: number,
  ) {
    this.lru = new LRUCache<string, StoredAnswer>({ maxSize: maxBytes, sizeCalculation: (e, key) => answerBytes(key, e), ttl: ttlMs });
  }

  get(key: string): StoredAnswer | undefined {
    return this.lru.get(key);
  }

  set(key: string, answer: StoredAnswer): void {
    this.lru.set(key, answer);
  }

  /**
   * The entry's copy in this encoding, made once. A new copy is counted by storing a new entry
   * object: lru-cache keeps the old size when the same object is set again after a change.
   */
  encoded(key: string, answer: StoredAnswer, encoding: Encoding): Buffer {
    const existing = answer.encoded[encoding];
    if (existing) return existing;
    const bytes = compress(answer.body, encoding);
    if (this.lru.get(key) === answer)
      this.lru.set(key, { ...answer, encoded: { ...answer.encoded, [encoding]: bytes } }, { noUpdateTTL: true });
    return bytes;
  }

  /** Every entry, least recently used last. */
  answers(): IterableIterator<[string, StoredAnswer]> {
    return this.lru.entries();
  }

  /** Counted bytes (what the LRU keeps within the budget) against the bytes the entries really hold. */
  stats(): StoreStats {
    let heldBytes = 0;
    for (const [key, e] of this.lru.entries()) heldBytes += answerBytes(key, e);
    return { entries: this.lru.size, countedBytes: this.lru.calculatedSize, heldBytes, maxBytes: this.maxBytes };
  }
}
