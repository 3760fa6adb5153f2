import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// f_unaccent is an IMMUTABLE wrapper created before migrations (see db/migrate.ts),
// so trigram indexes can be built on accent-folded, lower-cased text and searches
// written with `folded(...)` use them.
export const folded = (expr: AnyPgColumn | SQL): SQL => sql`public.f_unaccent(lower(${expr}))`;

export const trgm = (expr: AnyPgColumn | SQL): SQL => sql`${folded(expr)} gin_trgm_ops`;
