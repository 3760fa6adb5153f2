import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { countries } from './countries';
import { handEnum, positionEnum } from './enums';
import { trgm } from './search-index';
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
  ...timestamps,
}, (t) => [
  index('players_team_name_idx').on(t.currentTeamId, t.lastName, t.firstName, t.id),
  index('players_country_name_idx').on(t.birthCountryId, t.lastName, t.firstName, t.id),
  index('players_position_name_idx').on(t.position, t.lastName, t.firstName, t.id),
  index('players_name_idx').on(t.lastName, t.firstName, t.id),
  index('players_full_name_trgm_idx').using('gin', trgm(sql`${t.firstName} || ' ' || ${t.lastName}`)),
]);
