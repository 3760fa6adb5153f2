import { sql } from 'drizzle-orm';
import type { DbHandle } from './client';
import { resultRows } from './result-rows';

/**
 * The embedded database runs no autovacuum (one process, no background workers), so after a bulk
 * load nothing would ever gather planner statistics, set hint bits or the visibility map: plans
 * guessed from defaults, first reads of each page dirtying it, no index-only scans. One table at a
 * time (the largest, the box-score lineups, takes ~1.5 s) with `between` (a turn of the event loop)
 * after each, so requests are answered in between; `between` answering true stops (the server is
 * shutting down). PostgreSQL's autovacuum does this itself.
 */
export async function vacuumEmbedded(handle: DbHandle, between: () => Promise<boolean | void>): Promise<void> {
  if (handle.kind !== 'pglite') return;
  const tables = resultRows(
    await handle.db.execute(sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  for (const { name } of tables) {
    await handle.exec(`VACUUM ANALYZE ${String(name)}`);
    if (await between()) return; // true: the server is stopping
  }
}
