import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
// Long enough for sign-in (scrypt) on a busy machine, short enough to show the frozen request cut off.
beforeAll(async () => {
  t = await buildTestApp({ REQUEST_TIMEOUT_MS: '3000' });
});

describe('request timeout', () => {
  it('answers 503 while the database is frozen, and serves again once it moves', async () => {
    // The test freezes the countries table: an open transaction holding its strongest lock (on the
    // embedded database an open transaction blocks every other query anyway).
    let thaw!: () => void;
    const frozen = new Promise<void>((r) => {
      thaw = r;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    const holder = t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE countries IN ACCESS EXCLUSIVE MODE`);
      locked();
      await frozen;
    });
    await isLocked;
    try {
      const res = await t.app.inject({ url: '/api/countries?limit=7' });
      expect(res.statusCode).toBe(503);
      expect(json(res).message).toMatch(/took too long/);
    } finally {
      thaw();
      await holder;
    }
    const after = await t.app.inject({ url: '/api/countries?limit=8' });
    expect(after.statusCode).toBe(200);
  });
});

describe('start-up deadline', () => {
  it('gives its plugins two minutes to start, not fastify’s 10 s (a busy host once stopped the server starting)', () => {
    expect(t.app.initialConfig.pluginTimeout).toBe(120_000);
  });
});
