import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { sql } from 'drizzle-orm';
import type { DbHandle } from '#server/db/client';
import { migrationsFolder, runMigrations } from '#server/db/migrate';
import { createTestDatabase } from './test-db';

/**
 * A migration's test: a database stopped before migration `tag` (the journal cut there), for rows
 * written the old way; `migrate()` then runs the rest, as an upgrade of a real database would.
 */
export async function databaseBefore(tag: string) {
  const oldFolder = mkdtempSync(path.join(tmpdir(), 'hd-migrations-'));
  try {
    cpSync(migrationsFolder(), oldFolder, { recursive: true });
    const journalPath = path.join(oldFolder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((e) => e.tag < tag);
    writeFileSync(journalPath, JSON.stringify(journal));
    const { handle, drop } = await createTestDatabase((h) => runMigrations(h, oldFolder));
    return {
      handle: handle as DbHandle,
      drop,
      migrate: () => runMigrations(handle),
      rows: async (query: ReturnType<typeof sql>) =>
        ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows,
    };
  } finally {
    rmSync(oldFolder, { recursive: true, force: true });
  }
}
