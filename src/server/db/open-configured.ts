import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DbHandle } from './client';
import { runMigrations } from './migrate';

/**
 * Opens the database the config names (PGlite in DATA_DIR unless DATABASE_URL) and migrates it.
 * Only the server limits statement time; CLI commands (seed at spec scale, import) may run long.
 */
export async function openConfiguredDatabase(config: Config, opts: { statementTimeoutMs?: number } = {}): Promise<DbHandle> {
  let dataDir: string | undefined;
  if (!config.DATABASE_URL) {
    dataDir = path.resolve(config.DATA_DIR, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, statementTimeoutMs: opts.statementTimeoutMs });
  await runMigrations(handle);
  return handle;
}
