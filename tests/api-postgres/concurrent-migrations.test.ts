import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '#server/db/client';
import { migrationsFolder, runMigrations } from '#server/db/migrate';

const baseUrl = process.env.TEST_DATABASE_URL!;
const name = `hd_test_${randomBytes(6).toString('hex')}`;
const handles: DbHandle[] = [];

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  for (const h of handles) await h.close().catch(() => {});
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('instances started together on an empty database', () => {
  it('all migrate it without error, and each migration is applied once', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) handles.push(await openPostgres(url.toString(), { max: 2 }));

    const results = await Promise.allSettled(handles.map((h) => runMigrations(h)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason?.cause ?? r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const applied = await c.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    const tables = await c.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('games', 'teams', 'users')",
    );
    await c.end();
    expect(applied.rows[0].n).toBe(journal.entries.length);
    expect(tables.rows[0].n).toBe(3);
  });
});
