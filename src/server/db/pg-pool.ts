import pg from 'pg';
import { SEARCH_CONNECTION_OPTIONS } from './search-settings';

export type PgPoolOptions = {
  max?: number;
  /** Server-side limit per statement (0 = none); the client gives up a little later if no answer comes. */
  statementTimeoutMs?: number;
  onError?: (err: Error) => void;
};

// The client-side limit only matters when the server cannot even cancel (frozen, network gone).
const CLIENT_GRACE_MS = 2000;

/**
 * A pg pool that survives its connections dying (server restart, pg_terminate_backend, network cut).
 * pg emits 'error' on a checked-out client when its connection drops, and an 'error' event nobody
 * listens to ends the process: so every client listens for its whole life, not only while idle.
 * A client whose connection ends while checked out goes back to the pool flagged broken, so the
 * pool replaces it even when its borrower never releases it (drizzle skips the release when BEGIN
 * itself fails); the borrower's own release later is then a no-op.
 */
export function createPgPool(connectionString: string, opts: PgPoolOptions = {}): pg.Pool {
  const timeout = opts.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5000,
    options: SEARCH_CONNECTION_OPTIONS,
    ...(timeout > 0 ? { statement_timeout: timeout, query_timeout: timeout + CLIENT_GRACE_MS } : {}),
  });
  const onError = opts.onError ?? (() => {});
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('error', onError);
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', onError);
    client.on('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(new Error('Connection terminated while checked out'));
    });
  });
  return pool;
}
