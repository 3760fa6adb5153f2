import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RawKey } from '#server/lib/import/stored-columns';
import type { Tx } from '../support/row-version';
import type { ImportTable } from './write-batch';

export const storedKey = (k: RawKey) =>
  k.id !== null ? `id:${k.id}` : k.externalId !== null ? `x:${k.source}\u0000${k.externalId}` : null;

/** The stored records a batch of rows names by id or by source + externalId, by storedKey(). */
export async function loadStored(tx: Tx, table: ImportTable, keys: RawKey[]): Promise<Map<string, Record<string, unknown>>> {
  const ids = keys.flatMap((k) => (k.id !== null ? [k.id] : []));
  const bySource = new Map<string, string[]>();
  for (const k of keys)
    if (k.id === null && k.externalId !== null) bySource.set(k.source!, [...(bySource.get(k.source!) ?? []), k.externalId]);
  const where: SQL[] = [];
  if (ids.length) where.push(inArray(table.id, ids));
  for (const [source, externalIds] of bySource) where.push(and(eq(table.source, source), inArray(table.externalId, externalIds))!);
  const found = new Map<string, Record<string, unknown>>();
  if (!where.length) return found;
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(or(...where))) as Record<string, unknown>[];
  for (const r of rows) {
    found.set(`id:${r.id}`, r);
    if (r.externalId !== null) found.set(`x:${r.source}\u0000${r.externalId}`, r);
  }
  return found;
}
