import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { seasons } from './seasons';
import { teams } from './teams';

/**
 * Issue #18 item 6: who played for a team in a demo season whose box scores are still pending
 * (demo_history_pending), as the seed chose them (players old enough then, former players in the
 * gaps), so the background fill dresses the same rosters. Deleted with the season's pending row.
 */
export const demoHistoryRosters = pgTable(
  'demo_history_rosters',
  {
    seasonId: integer()
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // In lineup order (goalies first), as the seed's own seasons dress them.
    playerIds: integer().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.teamId] })],
);
