import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

// The tests that start server processes start the server built from the sources as they are (the production
// bundler, scripts/build-server.mjs), once per state of the sources, instead of through tsx: tsx transforms and
// links ~600 modules at every start, 3-8 CPU-s on Node 20 and more on Node 22/24 (measured 2026-11-28), the bundle
// ~1.5. The entry is the bundle itself, not dist/server/main.js, which forces production mode: a test's server runs
// as the one from source did. `npm run dev` (tsx) keeps one start of its own (graceful-shutdown.test.ts).
const SOURCES = ['src', 'scripts/build-server.mjs', 'tsconfig.json', 'package-lock.json'];
// Inside the worktree, so the bundle's bare imports resolve to node_modules as dist/server's do.
const CACHE = path.resolve('node_modules/.cache/hd-test-server');

function hashInto(hash: ReturnType<typeof createHash>, entry: string) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) for (const child of readdirSync(entry).sort()) hashInto(hash, path.join(entry, child));
  else hash.update(`${entry}\0`).update(readFileSync(entry));
}

/** Bundles of earlier states of the sources, an hour old: a checkout being edited would gather one per run. */
function pruneOld(keep: string) {
  for (const name of readdirSync(CACHE)) {
    const dir = path.join(CACHE, name);
    // Absent when another worker or Node line pruned it first.
    const stat = statSync(dir, { throwIfNoEntry: false });
    if (dir !== keep && stat && Date.now() - stat.mtimeMs > 3_600_000) rmSync(dir, { recursive: true, force: true });
  }
}

let built: string | undefined;

/** The path of the server bundle for the current sources; builds it when this state has none yet. */
export function serverBundle(): string {
  if (built) return built;
  const hash = createHash('sha256');
  for (const entry of SOURCES) hashInto(hash, entry);
  const dir = path.join(CACHE, hash.digest('hex').slice(0, 16));
  if (!existsSync(path.join(dir, 'server.js'))) {
    mkdirSync(CACHE, { recursive: true });
    const work = mkdtempSync(path.join(CACHE, 'building-'));
    execFileSync(process.execPath, ['scripts/build-server.mjs', work], { stdio: 'pipe' });
    try {
      // Atomic: workers and Node lines that build at once each rename a whole bundle; the first one stays.
      renameSync(work, dir);
    } catch {
      rmSync(work, { recursive: true, force: true });
    }
    pruneOld(dir);
  }
  built = path.join(dir, 'server.js');
  return built;
}

/** The same build's production entry (dist/server/main.js's twin): production mode whatever NODE_ENV says. */
export const productionEntry = () => path.join(path.dirname(serverBundle()), 'main.js');
