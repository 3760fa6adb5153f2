import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

type Row = Record<string, unknown> & { id: number };
type Reference = { field: string; target: string; targetField: string };

/** Every row of one table's NDJSON file, in order. */
export async function* backupRows(dir: string, name: string): AsyncGenerator<Row> {
  const lines = createInterface({ input: createReadStream(path.join(dir, `${name}.ndjson`)), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as Row;
}

/** The fields of `table` that point at another backed-up table, named as in the backup rows. */
function referencesOf(table: PgTable, backedUp: Map<PgTable, string>): Reference[] {
  const keyOf = new Map(Object.entries(getTableColumns(table)).map(([key, col]) => [col as unknown, key]));
  return getTableConfig(table).foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    const target = backedUp.get(ref.foreignTable);
    const field = keyOf.get(ref.columns[0]);
    const targetField = Object.entries(getTableColumns(ref.foreignTable)).find(([, col]) => col === ref.foreignColumns[0])?.[0];
    return target && field && targetField && ref.columns.length === 1 ? [{ field, target, targetField }] : [];
  });
}

/**
 * Reads a backup twice before anything is written: first the ids each table holds, then every
 * reference, so an inconsistent backup is refused with the rows it lacks instead of failing half-way
 * on a foreign key. Throws naming each broken reference (field, missing ids, how many rows).
 */
export async function verifyBackupReferences(dir: string, tables: [string, PgTable][]): Promise<void> {
  const backedUp = new Map(tables.map(([name, table]) => [table, name]));
  const refs = new Map(tables.map(([name, table]) => [name, referencesOf(table, backedUp)]));
  const targets = new Map([...refs.values()].flat().map((r) => [`${r.target}.${r.targetField}`, r]));
  const ids = new Map<string, Set<number>>();
  for (const [key, { target, targetField }] of targets) {
    const set = new Set<number>();
    for await (const row of backupRows(dir, target)) set.add(row[targetField] as number);
    ids.set(key, set);
  }
  const missing = new Map<string, { ids: Set<number>; rows: number }>();
  for (const [name] of tables) {
    const tableRefs = refs.get(name)!;
    if (!tableRefs.length) continue;
    for await (const row of backupRows(dir, name)) {
      for (const { field, target, targetField } of tableRefs) {
        const value = row[field];
        if (value == null || ids.get(`${target}.${targetField}`)!.has(value as number)) continue;
        const key = `${name}.${field} → ${target}`;
        const entry = missing.get(key) ?? { ids: new Set<number>(), rows: 0 };
        entry.ids.add(value as number);
        entry.rows += 1;
        missing.set(key, entry);
      }
    }
  }
  if (!missing.size) return;
  const lines = [...missing].map(([key, m]) => {
    const list = [...m.ids].slice(0, 10).join(', ');
    return `  ${key}: ${m.rows} row(s) point at missing id(s) ${list}${m.ids.size > 10 ? `, … (${m.ids.size} ids)` : ''}`;
  });
  throw new BackupReferenceError(`Backup is inconsistent, nothing was imported. Missing referenced rows:\n${lines.join('\n')}`);
}

export class BackupReferenceError extends Error {}
