import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDatabase, importDatabase } from '../../src/server/db/backup';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-db';

let t: TestApp;
const dir = mkdtempSync(path.join(os.tmpdir(), 'hd-backup-'));
beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, code] of [['Canada', 'CAN'], ['Sweden', 'SWE'], ['Česko', 'CZE']]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/countries', headers: { cookie: t.admin }, payload: { name, code } });
    expect(res.statusCode).toBe(201);
  }
});

describe('export / import', () => {
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  afterAll(async () => { await target?.drop(); });

  it('round-trips every table into an empty database, sequences included', async () => {
    const exported = await exportDatabase(t.handle, dir);
    expect(exported.countries).toBe(3);
    expect(exported.users).toBe(2);
    expect(JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')).counts.countries).toBe(3);

    target = await createTestDatabase();
    const imported = await importDatabase(target.handle, dir);
    expect(imported).toEqual(exported);

    const source = json(await t.app.inject({ url: '/api/countries' }));
    const rows = await target.handle.db.query.countries.findMany({ orderBy: (c, { asc }) => asc(c.name) });
    expect(rows.map((r) => [r.id, r.name, r.code])).toEqual(source.map((c: { id: number; name: string; code: string }) => [c.id, c.name, c.code]));
    // The next insert continues after the restored ids instead of colliding with them.
    const { countries } = await import('../../src/server/db/schema');
    const [next] = await target.handle.db.insert(countries).values({ name: 'Norway', code: 'NOR' }).returning();
    expect(next.id).toBeGreaterThan(Math.max(...rows.map((r) => r.id)));
  });

  it('refuses to import into a database that has data', async () => {
    await expect(importDatabase(t.handle, dir)).rejects.toThrow(/not empty/);
  });
});
