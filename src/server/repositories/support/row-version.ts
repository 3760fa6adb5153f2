import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { Conflict } from '../../lib/domain-errors';
import { isoUtc } from './iso-utc';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Versioned = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** ISO-8601 UTC with milliseconds on both drivers; clients echo it back as expectedUpdatedAt. */
export const isoUpdatedAt = (col: PgColumn) => isoUtc(col);

/** Strictly increasing even for two writes in one millisecond, so expectedUpdatedAt always notices. */
export const bumpUpdatedAt = (col: PgColumn): SQL => sql`greatest(now(), ${col} + interval '1 millisecond')`;

/** The documented error shape; the path lets clients tell "stale" from other conflicts. */
export const staleConflict = (entity: string) => {
  const message = `This ${entity} was changed by someone else; reload and try again`;
  return new Conflict(message, [{ path: 'expectedUpdatedAt', message }]);
};

/**
 * Locks the row for the rest of the transaction and checks the caller's version. null when the id
 * does not exist; 409 when expectedUpdatedAt no longer matches. Compared at millisecond precision
 * because that is what responses expose (and what a JS Date keeps).
 */
export async function lockVersioned<T extends Versioned>(
  tx: Tx,
  table: T,
  id: number,
  expectedUpdatedAt: string | undefined,
  entity: string,
): Promise<T['$inferSelect'] | null> {
  const stale = expectedUpdatedAt
    ? sql<boolean>`date_trunc('milliseconds', ${table.updatedAt}) <> ${expectedUpdatedAt}::timestamptz`
    : sql<boolean>`false`;
  // drizzle's generic table types do not survive this abstraction; callers get the typed row.
  const cols = getTableColumns(table as PgTable) as Record<string, PgColumn>;
  const [found] = (await tx
    .select({ ...cols, stale })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as (Record<string, unknown> & { stale: boolean })[];
  if (!found) return null;
  const { stale: isStale, ...row } = found;
  if (isStale) throw staleConflict(entity);
  return row as T['$inferSelect'];
}
