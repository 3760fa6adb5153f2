import { sql } from 'drizzle-orm';
import { getTableName, type Table } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { resultRows } from '#server/db/result-rows';

// Literal multi-row INSERTs: on embedded PGlite they cost a third of bound parameters.
const ROWS_PER_STATEMENT = 2000;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function literal(value: unknown): string {
  // A column some rows leave out takes its default (e.g. NOT NULL jsonb lists).
  if (value === undefined) return 'DEFAULT';
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`seed: non-finite number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

function statements(table: Table, rows: object[]): string[] {
  if (rows.length === 0) return [];
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = `INSERT INTO "${getTableName(table)}" (${keys.map((k) => `"${snake(k)}"`).join(', ')}) VALUES `;
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(i, i + ROWS_PER_STATEMENT)
      .map((r) => `(${keys.map((k) => literal((r as Record<string, unknown>)[k])).join(', ')})`);
    out.push(head + values.join(',\n'));
  }
  return out;
}

/** Multi-row insert in chunks; returns the generated ids in row order. */
export async function insertReturningIds(db: Db, table: Table, rows: object[]): Promise<number[]> {
  const ids: number[] = [];
  for (const stmt of statements(table, rows)) {
    for (const r of resultRows(await db.execute(sql.raw(`${stmt} RETURNING id`)))) ids.push(Number(r.id));
  }
  return ids;
}

export async function insertAll(db: Db, table: Table, rows: object[]): Promise<void> {
  for (const stmt of statements(table, rows)) await db.execute(sql.raw(stmt));
}

export { resultRows };

/**
 * Bulk-load speed-up: the generator only references rows it has just inserted, so per-row
 * foreign-key triggers are skipped for this transaction where the role may do so (PGlite's
 * role always can; on PostgreSQL only a superuser).
 */
export async function skipForeignKeyChecks(db: Db): Promise<void> {
  await replicationRole(db, 'replica');
}

/** Turns the checks skipped by skipForeignKeyChecks back on for the rest of the transaction. */
export async function restoreForeignKeyChecks(db: Db): Promise<void> {
  await replicationRole(db, 'origin');
}

async function replicationRole(db: Db, role: 'replica' | 'origin'): Promise<void> {
  const [row] = resultRows(await db.execute(sql.raw(`select current_setting('is_superuser') as su`)));
  if (row.su === 'on') await db.execute(sql.raw(`set local session_replication_role = ${role}`));
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped and rebuilds them once at the
 * end, which is far cheaper than maintaining them row by row. Unique indexes stay (they guard
 * the data). Must run inside a transaction so a failure leaves the indexes in place.
 */
export async function withoutSecondaryIndexes<T>(db: Db, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const list = tables.map((t) => `'${t}'`).join(', ');
  const indexes = resultRows(
    await db.execute(
      sql.raw(`select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename in (${list}) and indexdef not like 'CREATE UNIQUE%'`),
    ),
  );
  for (const i of indexes) await db.execute(sql.raw(`drop index "${String(i.indexname)}"`));
  const result = await load();
  for (const i of indexes) await db.execute(sql.raw(String(i.indexdef)));
  return result;
}
