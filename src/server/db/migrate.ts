import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DbHandle } from './client';

// Extensions and the immutable unaccent wrapper must exist before the generated
// migration builds expression indexes on them; drizzle-kit cannot express either.
const PREAMBLE = `
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
`;

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source layout (tsx, tests) and the bundled layout (dist/server) both resolve.
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations'), path.resolve('src/server/db/migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  await handle.exec(PREAMBLE);
  const migrationsFolderPath = migrationsFolder();
  if (handle.kind === 'pglite') await migratePglite(handle.db, { migrationsFolder: migrationsFolderPath });
  else await migratePg(handle.db as never, { migrationsFolder: migrationsFolderPath });
}
