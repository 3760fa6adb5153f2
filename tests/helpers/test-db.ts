import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { openPglite, openPostgres, type DbHandle } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { leaseMigrated } from './pglite-pool';

/** Runs `fn` on a client of the PostgreSQL server at `url` (by default the tests' own), closed after. */
export async function onServer<T>(fn: (c: pg.Client) => Promise<T>, url = process.env.TEST_DATABASE_URL): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Which engine this vitest project runs against (set per project in vitest.config.ts). */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a throwaway database on
 * the real server named by TEST_DATABASE_URL (dropped again by `drop`).
 */
export async function createTestDatabase(
  migrate: (handle: DbHandle) => Promise<void> = runMigrations,
): Promise<{ handle: DbHandle; drop: () => Promise<void>; url?: string }> {
  if (TEST_ENGINE === 'pglite') {
    // The run's migrated template (pglite-template.ts) when the file wants today's schema.
    if (migrate === runMigrations) {
      const lease = await leaseMigrated(inject('pgliteTemplate'));
      await migrate(lease.handle); // finds nothing to do; as on PostgreSQL, the step is taken
      return lease;
    }
    const handle = await openPglite();
    await migrate(handle);
    return { handle, drop: () => handle.close() };
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  // The run's migrated template (postgres-template.ts) when the file wants today's schema.
  const db = await postgresCopy(migrate === runMigrations ? inject('postgresTemplate') : undefined);
  await migrate(db.handle);
  return db;
}

/** A throwaway database on the tests' PostgreSQL server, a copy of `template` (or empty), dropped again by `drop`. */
export async function postgresCopy(template?: string): Promise<{ handle: DbHandle; drop: () => Promise<void>; url: string }> {
  const name = `hd_test_${randomBytes(6).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 5 });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
