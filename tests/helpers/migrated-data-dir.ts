import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * Puts the run's migrated embedded database (pglite-template.ts) into `dataDir`, as a server's DATA_DIR: a
 * process test about something else than a first start (signals, a crash, the React build) starts from it
 * instead of running initdb and the migrations again, ~3 CPU-s a start (2.9 against 6.1 CPU-s measured). A
 * first start on an empty folder is what console-output.test.ts checks.
 */
export function withMigratedDatabase(dataDir: string): string {
  const target = path.join(dataDir, 'pglite');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', target], { stdio: 'pipe' });
  return dataDir;
}
