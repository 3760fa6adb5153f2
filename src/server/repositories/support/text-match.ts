import { or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { folded } from '../../db/schema/search-index';

// A user's % or _ must match literally, not act as a LIKE wildcard.
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern matching `text` anywhere, with the user's wildcards escaped. */
export const likeContains = (text: string) => `%${escapeLike(text)}%`;

/**
 * Case- and accent-insensitive substring match on any of the columns. Written as
 * `folded(col) like '%' || folded(q) || '%'` so the trigram GIN indexes on folded(col) serve it.
 */
export function containsFolded(q: string | undefined, ...cols: (AnyPgColumn | SQL)[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likeContains(text);
  return or(...cols.map((c) => sql`${folded(c)} like public.f_unaccent(lower(${pattern}::text))`));
}

/**
 * Rank for "best match first" (pickers): an exact short code, then names starting with the text,
 * then names with a word starting with it, then any other substring match ("tor" → Toronto
 * before Belleville Senators). Used only to order rows the search has already matched.
 */
export function matchRank(q: string | undefined, name: AnyPgColumn, code?: AnyPgColumn): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const t = sql`public.f_unaccent(lower(${escapeLike(text)}::text))`;
  const exactCode = code ? sql`when ${folded(code)} = public.f_unaccent(lower(${text}::text)) then 0` : sql``;
  return sql`case ${exactCode} when ${folded(name)} like ${t} || '%' then 1 when ${folded(name)} like '% ' || ${t} || '%' then 2 else 3 end`;
}
