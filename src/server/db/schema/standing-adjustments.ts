import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { seasons } from './seasons';
import { teams } from './teams';
import { timestamps } from './timestamps';

// Manual point corrections (e.g. league sanctions) applied on top of computed standings.
export const standingAdjustments = pgTable(
  'standing_adjustments',
  {
    id: serial().primaryKey(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer().notNull(),
    reason: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('standing_adjustments_season_team_uq').on(t.seasonId, t.teamId)],
);
