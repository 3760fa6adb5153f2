import { text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Issue #18: where an imported row came from. `externalId` is the row's id in the other system,
 * `source` names that system; together they are unique per table, so importing the same file again
 * updates the rows it made instead of adding copies. Both stay null for rows made here (PostgreSQL
 * treats nulls as distinct, so any number of such rows fit the unique index).
 */
export const importKey = {
  source: text(),
  externalId: text(),
};

export const importKeyIndex = (table: string, t: { source: PgColumn; externalId: PgColumn }) =>
  uniqueIndex(`${table}_source_external_id_uq`).on(t.source, t.externalId);
