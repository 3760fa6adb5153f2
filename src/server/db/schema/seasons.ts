import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { seasonTypeEnum } from './enums';
import { leagues } from './leagues';
import { timestamps } from './timestamps';

export const seasons = pgTable(
  'seasons',
  {
    id: serial().primaryKey(),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    // '2024-25' style label; name is '<year> Regular Season' etc.
    year: text().notNull(),
    seasonType: seasonTypeEnum().notNull().default('regular'),
    name: text().notNull(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    isActive: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('seasons_league_year_type_uq').on(t.leagueId, t.year, t.seasonType),
    index('seasons_league_idx').on(t.leagueId, t.startDate),
  ],
);
