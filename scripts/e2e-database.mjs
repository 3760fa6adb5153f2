// The browser tier's database: migrations, the demo seed and its whole history (~62,000 older box scores,
// minutes of work), made once and kept in a cache folder named by a hash of everything that decides its
// content, so a run starts the server on a copy in seconds. The key holds:
// - the seed's own code: an esbuild bundle of scripts/e2e-seed.ts (exactly the source files it imports);
// - the migrations and package-lock.json (the PGlite version decides the data folder's format);
// - the local calendar day and time zone: the demo schedule is built around "today" (seed/dates.ts
//   localToday). Statuses also follow the clock of the seed (games under way or final), so a copy made
//   earlier today is what a server started earlier today shows; the browser tests hold at any hour.
// `node scripts/e2e-database.mjs` fills the cache and prints the folder; E2E_DB_CACHE moves the cache.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = process.env.E2E_DB_CACHE ?? path.join(os.homedir(), '.cache', 'hockey-directory', 'e2e-db');
const MIGRATIONS = path.join(ROOT, 'src/server/db/migrations');
// Inside the project, so the bundle's bare imports (drizzle-orm, PGlite) resolve from node_modules.
const BUNDLE_DIR = path.join(ROOT, 'node_modules/.cache/hd-e2e-seed');
const KEEP_DAYS = 3;

const localDay = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

async function seedBundle() {
  const result = await build({
    entryPoints: [path.join(ROOT, 'scripts/e2e-seed.ts')],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

function key(bundle) {
  const hash = createHash('sha256').update(bundle);
  for (const file of [...filesUnder(MIGRATIONS), path.join(ROOT, 'package-lock.json')]) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  hash.update(`${localDay()} ${zone}`);
  return `${localDay()}-${hash.digest('hex').slice(0, 16)}`;
}

function prune(keep) {
  const cutoff = Date.now() - KEEP_DAYS * 86_400_000;
  for (const name of readdirSync(CACHE)) {
    const dir = path.join(CACHE, name);
    if (name !== keep && statSync(dir).mtimeMs < cutoff) rmSync(dir, { recursive: true, force: true });
  }
}

/** The cached data folder (DATA_DIR layout: `<dir>/pglite`) for today's demo, made first when missing. */
export async function ensureE2eDatabase(log = (m) => console.log(m)) {
  const bundle = await seedBundle();
  const name = key(bundle);
  const ready = path.join(CACHE, name);
  if (existsSync(path.join(ready, 'pglite'))) return ready;

  mkdirSync(CACHE, { recursive: true });
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const script = path.join(BUNDLE_DIR, `${name}.mjs`);
  writeFileSync(script, bundle);
  cpSync(MIGRATIONS, path.join(BUNDLE_DIR, 'migrations'), { recursive: true });
  // Made beside the cache and renamed in one step: a half-made folder is never used, and runs in other
  // worktrees that made the same one meanwhile lose nothing.
  const work = path.join(CACHE, `.${name}-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  log(`e2e database: seeding ${name} (demo data and history, once a day)...`);
  const started = Date.now();
  const env = { ...process.env, DATA_DIR: work, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // always the embedded engine, as the browser tier's server
  const seeded = spawnSync(process.execPath, [script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (seeded.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`e2e database: the seed exited with ${seeded.status ?? seeded.signal}`);
  }
  if (existsSync(ready)) rmSync(work, { recursive: true, force: true });
  else renameSync(work, ready);
  log(`e2e database: ${name} ready in ${Math.round((Date.now() - started) / 1000)} s`);
  prune(name);
  return ready;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await ensureE2eDatabase());
