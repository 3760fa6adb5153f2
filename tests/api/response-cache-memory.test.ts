import { beforeAll, describe, expect, it } from 'vitest';
import { countries } from '#server/db/schema';
import type { StoredAnswer } from '#server/cache/response-store';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_MB: '1' });
  const many = Array.from({ length: 120 }, (_, i) => ({
    name: `Memoryland ${i} Ääkkönen`,
    code: `Q${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
  }));
  await t.handle.db.insert(countries).values(many);
});

// What an answer really keeps alive: the whole memory behind each byte array, not just its view.
const backing = (b: Buffer) => b.buffer.byteLength;
const realBytes = (key: string, a: StoredAnswer) =>
  Buffer.byteLength(key) +
  backing(a.body) +
  Object.values(a.encoded).reduce((n, b) => n + backing(b), 0) +
  Buffer.byteLength(a.etag) +
  Buffer.byteLength(a.version) +
  Object.entries(a.headers).reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);

describe('read cache memory (issue #21)', () => {
  it('counts exactly the bytes its entries hold and stays within RESPONSE_CACHE_MB', async () => {
    const store = t.app.responseStore!;
    for (let limit = 1; limit <= 30; limit++) {
      for (let offset = 0; offset < 40; offset++) {
        const res = await t.app.inject({
          url: `/api/countries?limit=${limit}&offset=${offset}`,
          headers: { 'accept-encoding': offset % 3 === 0 ? 'identity' : offset % 3 === 1 ? 'gzip' : 'br' },
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const stats = store.stats();
    // More was answered than fits: the LRU had to evict, so the bound was really exercised.
    expect(stats.entries).toBeGreaterThan(100);
    expect(stats.entries).toBeLessThan(30 * 40);
    expect(stats.maxBytes).toBe(1024 * 1024);
    expect(stats.countedBytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.countedBytes).toBeGreaterThan(stats.maxBytes * 0.9);
    let real = 0;
    let compressed = 0;
    for (const [key, answer] of store.answers()) {
      real += realBytes(key, answer);
      compressed += Object.keys(answer.encoded).length;
    }
    expect(compressed).toBeGreaterThan(100);
    expect(stats.countedBytes).toBe(real);
    expect(stats.heldBytes).toBe(real);
  });

  it('re-counts an entry when a hit adds a copy in another encoding', async () => {
    const store = t.app.responseStore!;
    const url = '/api/countries?limit=100';
    await t.app.inject({ url });
    const before = store.stats().countedBytes;
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['x-cache']).toBe('hit');
    expect(res.headers['content-encoding']).toBe('br');
    const after = store.stats();
    expect(after.countedBytes).toBe(after.heldBytes);
    expect(after.countedBytes).not.toBe(before);
  });
});

describe('GET /api/health/memory', () => {
  it('reports the read cache against its budget and the RSS, never cached', async () => {
    const res = await t.app.inject({ url: '/api/health/memory' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = JSON.parse(res.body);
    expect(body.responseCache).toEqual(t.app.responseStore!.stats());
    expect(body.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
  });
});
