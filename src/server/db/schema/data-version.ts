import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** What a write changed: games (scores, statuses, standings adjustments) or the rest of the directory. */
export { DATA_SCOPES, type DataScope } from '#shared/data-scopes';

/**
 * One row per scope whose version every write bumps, by statement-level triggers (migration
 * 0001). Public read caches compare it to know that nothing changed, whichever process or tool
 * wrote — so several app instances stay coherent without a broker. Two scopes, because live
 * score entry on game nights must not empty the cache of player, team and facility pages.
 */
export const dataVersion = pgTable('data_version', {
  scope: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
