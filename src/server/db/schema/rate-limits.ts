import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 40 item 5: the sign-in, code-guess and event limits counted in the database when instances
 * share a PostgreSQL, so three instances allow what one does (they allowed three times as much).
 * One row per route and client key, its window restarted by the first hit after it ends.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEnds: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
});
