import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageReads } from '#server/pages/page-reads';

// Issue 28: pages rendered at the same time share a read under way, but a write in between ends
// the sharing, so a page begun after the write never gets an answer read before it.
function fakeApp() {
  const pending: (() => void)[] = [];
  let calls = 0;
  const app = {
    inject: () => {
      calls += 1;
      const n = calls;
      return new Promise((resolve) =>
        pending.push(() => resolve({ statusCode: 200, headers: {}, rawPayload: Buffer.from(JSON.stringify({ n })) })),
      );
    },
  } as unknown as FastifyInstance;
  return { app, calls: () => calls, release: () => pending.splice(0).forEach((r) => r()) };
}

describe('page reads under way', () => {
  it('are shared by pages asking at the same time, and not across a write', async () => {
    const { app, calls, release } = fakeApp();
    const reads = new PageReads(app);
    const page = () => reads.within(() => reads.json<{ n: number }>('/api/standings/1'));
    const [a, b] = [page(), page()];
    expect(calls()).toBe(1);
    reads.invalidate();
    const c = page();
    expect(calls()).toBe(2);
    release();
    expect((await Promise.all([a, b, c])).map((r) => r.n)).toEqual([1, 1, 2]);
  });
});
