import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createPgPool } from './pg-pool';
import { GENERIC_PLANS_SQL, withNamedStatements } from './pglite-named-statements';
import { SEARCH_SESSION_SQL } from './search-settings';
import * as schema from './schema';

export type Db = PgliteDatabase<typeof schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for maintenance (extensions, ANALYZE, bulk COPY-like inserts). */
  exec: (sql: string) => Promise<void>;
  /**
   * Runs `fn` on one dedicated session that holds the advisory lock `key` (other processes on the
   * same database wait), with no statement timeout: for migrations, which must not run twice at once.
   */
  exclusive: <T>(key: number, fn: (session: { db: Db; exec: (sql: string) => Promise<void> }) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PostgreSQL only: the connection string, for a LISTEN session of its own (server/live/live-bus.ts). */
  url?: string;
};

/**
 * dataDir undefined = in-memory PGlite (tests). `loadDataDir`: a dump (`dumpDataDir`) to start from,
 * which skips initdb (the tests' migrated template: ~1.1 s to open against ~3 s fresh).
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<DbHandle> {
  return pgliteHandle(await openPgliteClient(dataDir, opts));
}

/** The embedded database itself, its session set up as the app needs it. */
export async function openPgliteClient(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  const client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm, unaccent } });
  await client.exec(`${SEARCH_SESSION_SQL}; ${GENERIC_PLANS_SQL}`);
  return client;
}

/** The handle of an open embedded database (the tests lend one database to file after file: tests/helpers). */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite({ client: withNamedStatements(client), schema, casing: 'snake_case' });
  const exec = async (sql: string) => {
    await client.exec(sql);
  };
  return {
    db,
    kind: 'pglite',
    exec,
    // One embedded database belongs to one process: nothing else can run at the same time.
    exclusive: (_key, fn) => fn({ db, exec }),
    close: () => client.close(),
  };
}

export type PostgresOptions = { max?: number; statementTimeoutMs?: number; onError?: (err: Error) => void };

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<DbHandle> {
  const pool = createPgPool(url, opts);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    // Both drivers expose the same PgDatabase query API; one type keeps repositories simple.
    db: db as unknown as Db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    exclusive: (key, fn) => withAdvisoryLock(url, key, fn),
    close: () => pool.end(),
    url,
  };
}

async function withAdvisoryLock<T>(
  url: string,
  key: number,
  fn: (session: { db: Db; exec: (sql: string) => Promise<void> }) => Promise<T>,
): Promise<T> {
  // Its own connection, outside the pool: a session lock lives as long as the session, and the
  // pool's statement timeout must not cut a long migration short.
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    const db = drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return await fn({
      db,
      exec: async (sql) => {
        await client.query(sql);
      },
    });
  } finally {
    // Ending the session releases the lock, also when the unlock itself can no longer be sent.
    await client.end().catch(() => {});
  }
}

export type OpenOptions = { databaseUrl?: string; dataDir?: string; statementTimeoutMs?: number };

export function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, { statementTimeoutMs: opts.statementTimeoutMs }) : openPglite(opts.dataDir);
}
