import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../support/row-version';

/**
 * Rows inserted with ids chosen by hand would later collide with the sequence if it ever fell
 * behind them (a re-seeded database restarts identities): move it past the largest id.
 */
export async function bumpSequence(tx: Tx, table: PgTable) {
  const name = getTableName(table);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), greatest((select max(id) from ${table}), nextval(pg_get_serial_sequence(${name}, 'id'))))`,
  );
}
