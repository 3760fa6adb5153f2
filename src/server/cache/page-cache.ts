import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { DataVersionWatcher } from './data-version';
import { cutAtNonces } from '../pages/nonced-html';
import type { SplicedGzip } from './spliced-gzip';

/**
 * `parts`: the HTML cut where the nonces go (pages/nonced-html.ts): each response gets its own.
 * `gzip`: the parts compressed once, spliced with each response's nonce (spliced-gzip.ts).
 * `etag`: weak, of the HTML without nonces (a 304 keeps the nonce the browser has), worked out once.
 * `served`: sent again since it was stored, so its compressed copy is made at the page effort.
 */
export type CachedPage = { status: number; parts: string[]; gzip?: SplicedGzip; etag: string; served?: boolean };
type Entry = CachedPage & { version: string; length: number };

export interface PageCacheOptions {
  maxMegabytes: number;
  versionCheckMs: number;
  ttlSeconds: number;
}

/**
 * Signed-out HTML by address (issue #16): the same for every visitor until the data or the ad
 * settings change (both bump a data version, ADR 0007), so it is rendered and compressed once.
 * Pages also say things like "Live" or "Today" that go stale with the clock alone, hence the TTL.
 */
export class PageCache {
  private readonly watcher: DataVersionWatcher;
  private readonly entries: LRUCache<string, Entry>;

  constructor(db: Db, opts: PageCacheOptions) {
    this.watcher = new DataVersionWatcher(db, opts.versionCheckMs);
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, opts.maxMegabytes) * 1024 * 1024,
      // The HTML as UTF-16 in memory plus the compressed copy (~a fifth of it).
      sizeCalculation: (e) => e.length * 2 + Math.ceil(e.length / 4) + 200,
      ttl: opts.ttlSeconds * 1000,
    });
  }

  /** The data version pages are rendered under now; null when the database did not answer. */
  async version(): Promise<string | null> {
    const v = await this.watcher.current();
    return v ? `d${v.directory}g${v.games}` : null;
  }

  get(key: string, version: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === version ? hit : undefined;
  }

  /** `html` as rendered, without nonces. */
  set(key: string, version: string, page: { status: number; html: string }): CachedPage {
    const etag = `W/"${hash('sha1', page.html, 'base64url')}"`;
    const entry: Entry = { status: page.status, parts: cutAtNonces(page.html), version, etag, length: page.html.length };
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * A hit, ready to send. A page is compressed on its first answer at the cheaper answer effort
   * (most of 21,000 player pages are asked once per data version, by a crawler); asked again, it is
   * worth the smaller page copy, made once on this first hit and kept (docs/decisions/0032).
   */
  forHit(hit: CachedPage): CachedPage {
    if (!hit.served) {
      hit.served = true;
      hit.gzip = undefined;
    }
    return hit;
  }

  /** A write through this process: its author's next page shows it. */
  invalidate(): void {
    this.watcher.invalidate();
  }
}
