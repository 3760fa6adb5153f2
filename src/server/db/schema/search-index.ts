import { sql, type SQL } from 'drizzle-orm';
import { text, type AnyPgColumn } from 'drizzle-orm/pg-core';

// f_unaccent is an IMMUTABLE wrapper created before migrations (see db/migrate.ts),
// so trigram indexes can be built on accent-folded, lower-cased text and searches
// written with `folded(...)` use them.
export const folded = (expr: AnyPgColumn | SQL): SQL => sql`public.f_unaccent(lower(${expr}))`;

export const trgm = (expr: AnyPgColumn | SQL): SQL => sql`${folded(expr)} gin_trgm_ops`;

/**
 * A stored, folded copy of a text column (issue #21): search compares it with plain LIKE and `%>`
 * through its own trigram index, with no unaccent per row and no sequential scan. `column` is
 * read lazily, as the table is still being defined.
 */
export const foldedCopy = (column: () => AnyPgColumn) => text().generatedAlwaysAs((): SQL => folded(column()));

/** Trigram index operand for a stored folded column. */
export const storedTrgm = (column: AnyPgColumn): SQL => sql`${column} gin_trgm_ops`;

/**
 * A reader's alphabetical order on both databases (issue 19 item 4): the folded copy compared byte by
 * byte. PGlite has no ICU collations and PostgreSQL's default depends on the server's locale, so every
 * name sort and its index use this, and "Bílí Tygři" sits among the B's, "Baie-Comeau" before "BK".
 */
export const byteOrder = (expr: AnyPgColumn | SQL): SQL => sql`${expr} collate "C"`;
