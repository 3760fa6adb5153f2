import { integer, pgTable } from 'drizzle-orm/pg-core';
import { seasons } from './seasons';

/**
 * Issue #18 item 6: the demo's older seasons are complete, and their box scores are generated after
 * the server is up (src/server/demo/demo/history.ts), so a first start stays quick. A row here is a
 * season still waiting for them; it is deleted when the season is done, and a restart resumes.
 */
export const demoHistoryPending = pgTable('demo_history_pending', {
  seasonId: integer()
    .primaryKey()
    .references(() => seasons.id, { onDelete: 'cascade' }),
});
