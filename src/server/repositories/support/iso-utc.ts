import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamp as ISO-8601 UTC text with milliseconds, formatted by the database: identical on
 * PGlite and node-postgres (neither driver's Date parsing is involved), and what clients echo back
 * as expectedUpdatedAt.
 */
export const isoUtc = (expr: SQL | PgColumn) => sql<string>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
