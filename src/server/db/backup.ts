import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { asc, gt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbHandle } from './client';
import * as s from './schema';

// Parent tables first so an import never violates a foreign key. Sessions are not backed up:
// restoring them would resurrect logins.
export const BACKUP_TABLES: [string, PgTable & { id: never }][] = [
  ['countries', s.countries], ['users', s.users], ['facilities', s.facilities], ['leagues', s.leagues],
  ['seasons', s.seasons], ['teams', s.teams], ['players', s.players], ['games', s.games],
  ['standing_adjustments', s.standingAdjustments], ['ad_settings', s.adSettings], ['audit_log', s.auditLog],
] as never;

const PAGE = 5000;
type Row = Record<string, unknown> & { id: number };

/** Writes every table as NDJSON (one row per line, paged by id) plus a manifest with the counts. */
export async function exportDatabase(handle: DbHandle, dir: string): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  for (const [name, table] of BACKUP_TABLES) {
    const idCol = (table as unknown as { id: Parameters<typeof gt>[0] }).id;
    const out = createWriteStream(path.join(dir, `${name}.ndjson`));
    let last = -1; let n = 0;
    for (;;) {
      const rows = await handle.db.select().from(table).where(gt(idCol, last)).orderBy(asc(idCol)).limit(PAGE) as Row[];
      for (const r of rows) out.write(`${JSON.stringify(r)}\n`);
      n += rows.length;
      if (rows.length < PAGE) break;
      last = rows[rows.length - 1].id;
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    counts[name] = n;
  }
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'hockey-directory-backup/1', exportedAt: new Date().toISOString(), counts }, null, 2));
  return counts;
}

/** Restores a backup into an EMPTY database (refuses otherwise), in one transaction. */
export async function importDatabase(handle: DbHandle, dir: string): Promise<Record<string, number>> {
  const manifestPath = path.join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: not a backup folder`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { format: string };
  if (manifest.format !== 'hockey-directory-backup/1') throw new Error(`Unknown backup format ${manifest.format}`);
  for (const [name, table] of BACKUP_TABLES) {
    const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    if (n > 0) throw new Error(`Refusing to import: table ${name} is not empty`);
  }
  const counts: Record<string, number> = {};
  await handle.db.transaction(async (tx) => {
    for (const [name, table] of BACKUP_TABLES) {
      let batch: Row[] = []; let n = 0;
      const flush = async () => { if (batch.length) await tx.insert(table).values(batch as never); n += batch.length; batch = []; };
      const lines = createInterface({ input: createReadStream(path.join(dir, `${name}.ndjson`)), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line.trim()) continue;
        batch.push(JSON.parse(line) as Row);
        if (batch.length >= 1000) await flush();
      }
      await flush();
      counts[name] = n;
      // Serial sequences must continue after the restored ids.
      await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${name}', 'id'), GREATEST((SELECT max(id) FROM ${name}), 1), (SELECT max(id) FROM ${name}) IS NOT NULL)`));
    }
  });
  return counts;
}
