import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

const make = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** A fresh folder under the system's temp dir for a file's tests (top level or a hook), removed after them. */
export function tempDir(prefix: string): string {
  const { dir, remove } = make(prefix);
  afterAll(remove);
  return dir;
}

/** The same, made inside a test and removed when that test ends. */
export function testTempDir(prefix: string): string {
  const { dir, remove } = make(prefix);
  onTestFinished(remove);
  return dir;
}
