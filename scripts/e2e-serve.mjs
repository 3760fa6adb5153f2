// The browser tier's server (playwright.config.ts webServer): the built server on a fresh copy of today's
// seeded database (scripts/e2e-database.mjs, made first when missing), so every run starts from exactly
// the demo data without generating it again. DATA_DIR is the run's own empty folder.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureE2eDatabase } from './e2e-database.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('e2e-serve: DATA_DIR must name the run’s data folder');
// A folder that already holds a database (E2E_DATA_DIR pointing at one) is used as it is, and kept.
const copied = !existsSync(path.join(dataDir, 'pglite'));
if (copied) cpSync(path.join(await ensureE2eDatabase(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });

const server = spawn(process.execPath, ['dist/server/main.js', 'serve'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  // The run's copy is 1.2–1.7 GB: left behind, a day of runs filled the disk (2026-11-27).
  if (copied) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
