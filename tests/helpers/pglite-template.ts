import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated embedded database, for createTestDatabase to start from. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the PGlite tier: initdb and the migrations run once per test run instead of once
 * per test file (about 2 s each on this machine), and every file's database starts from their dump.
 */
export default async function setup(project: TestProject) {
  const handle = await openPglite();
  await runMigrations(handle);
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'hd-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
