import type { Db } from '../db/client';
import { DATA_SCOPES, dataVersion, type DataScope } from '../db/schema';

export type DataVersions = Record<DataScope, number>;

/**
 * The database's data versions as this process last saw it, re-read at most every `checkMs`
 * (one read shared by all requests that ask meanwhile). `null` means unknown: the database
 * did not answer, so nothing may be served from a cache.
 */
export class DataVersionWatcher {
  private value: DataVersions | null = null;
  private checkedAt = 0;
  private generation = 0;
  private inflight: Promise<DataVersions | null> | null = null;

  constructor(
    private readonly db: Db,
    private readonly checkMs: number,
  ) {}

  current(): Promise<DataVersions | null> {
    if (this.value !== null && this.checkMs > 0 && Date.now() - this.checkedAt < this.checkMs) {
      return Promise.resolve(this.value);
    }
    this.inflight ??= this.read();
    return this.inflight;
  }

  /** After a write through this process: the next request re-reads, so its author sees the edit. */
  invalidate(): void {
    this.generation += 1;
    this.value = null;
    this.inflight = null;
  }

  private async read(): Promise<DataVersions | null> {
    const generation = this.generation;
    const startedAt = Date.now();
    let value: DataVersions | null = null;
    try {
      const rows = await this.db.select().from(dataVersion);
      const found = Object.fromEntries(rows.map((r) => [r.scope, Number(r.version)]));
      value = DATA_SCOPES.every((scope) => found[scope] !== undefined) ? (found as DataVersions) : null;
    } catch {
      value = null;
    }
    // A read that began before an invalidation may predate the write: do not keep it.
    if (generation === this.generation) {
      this.value = value;
      this.checkedAt = startedAt;
      this.inflight = null;
    }
    return value;
  }
}
