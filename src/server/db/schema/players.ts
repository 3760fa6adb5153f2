import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { countries } from './countries';
import { handEnum, positionEnum } from './enums';
import { folded } from './search-index';
import { teams } from './teams';
import { timestamps } from './timestamps';

export const players = pgTable('players', {
  id: serial().primaryKey(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  imageUrl: text(),
  position: positionEnum().notNull(),
  jerseyNumber: integer(),
  currentTeamId: integer().references(() => teams.id, { onDelete: 'set null' }),
  dateOfBirth: date({ mode: 'string' }),
  birthCountryId: integer().references(() => countries.id, { onDelete: 'set null' }),
  birthCity: text(),
  height: integer(),
  weight: integer(),
  shoots: handEnum(),
  catches: handEnum(),
  /**
   * "first last", lower-cased and accent-folded, kept by PostgreSQL. Searches filter on this
   * plain column: computing unaccent per row on the recheck of ~8k trigram matches cost ~25 ms.
   */
  searchName: text().generatedAlwaysAs((): SQL => folded(sql`${players.firstName} || ' ' || ${players.lastName}`)),
  ...timestamps,
}, (t) => [
  index('players_team_name_idx').on(t.currentTeamId, t.lastName, t.firstName, t.id),
  index('players_country_name_idx').on(t.birthCountryId, t.lastName, t.firstName, t.id),
  index('players_position_name_idx').on(t.position, t.lastName, t.firstName, t.id),
  index('players_name_idx').on(t.lastName, t.firstName, t.id),
  index('players_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
]);
