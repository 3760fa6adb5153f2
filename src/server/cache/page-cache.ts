import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { DataVersionWatcher } from './data-version';
import type { EncodedBodies } from './encoded-body';

/**
 * `etag`: weak, of the HTML, so every encoding of the page shares it and it is worked out once.
 * `served`: sent again since it was stored, so its compressed copies are made at the page effort.
 */
export type CachedPage = { status: number; html: string; encoded: EncodedBodies; etag: string; served?: boolean };
type Entry = CachedPage & { version: string };

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
      // The HTML as UTF-16 in memory plus the compressed copies (~a quarter of it, both together).
      sizeCalculation: (e) => e.html.length * 2 + Math.ceil(e.html.length / 4) + 200,
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

  set(key: string, version: string, page: Omit<CachedPage, 'encoded' | 'etag'>): CachedPage {
    const entry = { ...page, version, encoded: {}, etag: `W/"${hash('sha1', page.html, 'base64url')}"` };
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * A hit's compressed copies. A page is compressed on its first answer at the cheaper answer effort
   * (most of 21,000 player pages are asked once per data version, by a crawler); asked again, it is
   * worth the smaller page copy, made once on this first hit and kept (docs/decisions/0032).
   */
  hitCopies(hit: CachedPage): EncodedBodies {
    if (!hit.served) {
      hit.served = true;
      hit.encoded = {};
    }
    return hit.encoded;
  }

  /** A write through this process: its author's next page shows it. */
  invalidate(): void {
    this.watcher.invalidate();
  }
}
