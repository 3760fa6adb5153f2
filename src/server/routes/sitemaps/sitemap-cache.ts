import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { DataVersionWatcher } from '../../cache/data-version';
import type { Db } from '../../db/client';

export type CachedXml = { etag: string; gzip: Buffer };

/**
 * Generated sitemaps, kept gzip-compressed (a 50,000-URL file is ~6 MB of XML, ~0.4 MB gzipped)
 * until the data version changes. Crawlers send Accept-Encoding: gzip; anyone else gets it inflated.
 */
export class SitemapCache {
  private readonly cache = new LRUCache<string, CachedXml & { version: string }>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (e) => e.gzip.length + 100,
  });
  private readonly inflight = new Map<string, Promise<CachedXml | null>>();
  private readonly watcher: DataVersionWatcher;

  constructor(db: Db, checkMs: number) {
    this.watcher = new DataVersionWatcher(db, checkMs);
  }

  /** The file for `key`, from the cache or made by `make` (null: no such file). */
  async get(key: string, make: () => Promise<string | null>): Promise<CachedXml | null> {
    const v = await this.watcher.current();
    const version = v ? `${v.directory}.${v.games}` : null;
    const hit = this.cache.get(key);
    if (hit && version !== null && hit.version === version) return hit;
    const flightKey = `${version}|${key}`;
    let flight = this.inflight.get(flightKey);
    if (!flight) {
      flight = make()
        .then((xml) => {
          if (xml === null) return null;
          const entry = { etag: `W/"${createHash('sha1').update(xml).digest('base64url')}"`, gzip: gzipSync(xml, { level: 6 }) };
          if (version !== null) this.cache.set(key, { ...entry, version });
          return entry;
        })
        .finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, flight);
    }
    return flight;
  }
}

export const inflate = (gzip: Buffer) => gunzipSync(gzip);
