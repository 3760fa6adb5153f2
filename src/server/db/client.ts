import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgliteDatabase<typeof schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for maintenance (extensions, ANALYZE, bulk COPY-like inserts). */
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
};

/** dataDir undefined = in-memory PGlite (tests). */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => { await client.exec(sql); },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    // Both drivers expose the same PgDatabase query API; one type keeps repositories simple.
    db: db as unknown as Db,
    kind: 'postgres',
    exec: async (sql) => { await pool.query(sql); },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
