import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DbHandle } from './client';
import { LOCK_KEYS } from './lock-keys';

// Extensions and the immutable unaccent wrapper must exist before the generated
// migration builds expression indexes on them; drizzle-kit cannot express either.
const PREAMBLE = `
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
-- The %> operator computes a word similarity per row, far dearer than pg_trgm's default cost of 1 says: at
-- that cost the planner scans all 500 leagues at spec scale (2.6 ms) instead of their trigram
-- indexes (0.25 ms; docs/decisions/0014). A database owned by someone else keeps the default.
DO $$ BEGIN
  ALTER FUNCTION public.word_similarity_commutator_op(text, text) COST 10;
EXCEPTION WHEN insufficient_privilege THEN NULL;
END $$;
`;

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source layout (tsx, tests) and the bundled layout (dist/server) both resolve.
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations'), path.resolve('src/server/db/migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Applies pending migrations. Instances starting together on one database take turns under an
 * advisory lock: the first applies them, the others then find nothing left to do (run unlocked,
 * two of them would both try `CREATE TYPE` and one would crash).
 */
export async function runMigrations(handle: DbHandle, migrationsFolderPath = migrationsFolder()): Promise<void> {
  await handle.exclusive(LOCK_KEYS.migrations, async ({ db, exec }) => {
    await exec(PREAMBLE);
    if (handle.kind === 'pglite') await migratePglite(db, { migrationsFolder: migrationsFolderPath });
    else await migratePg(db as never, { migrationsFolder: migrationsFolderPath });
  });
}
