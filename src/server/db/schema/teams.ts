import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { countries } from './countries';
import { facilities } from './facilities';
import { leagues } from './leagues';
import { trgm } from './search-index';
import { timestamps } from './timestamps';

export const teams = pgTable('teams', {
  id: serial().primaryKey(),
  name: text().notNull(),
  shortName: text(),
  city: text().notNull(),
  leagueId: integer().references(() => leagues.id, { onDelete: 'set null' }),
  countryId: integer().references(() => countries.id, { onDelete: 'set null' }),
  homeVenueId: integer().references(() => facilities.id, { onDelete: 'set null' }),
  logoUrl: text(),
  websiteUrl: text(),
  founded: integer(),
  colors: text(),
  primaryColor: text(),
  conference: text(),
  division: text(),
  history: text(),
  achievements: jsonb().$type<string[]>().notNull().default([]),
  retiredNumbers: jsonb().$type<string[]>().notNull().default([]),
  facts: jsonb().$type<string[]>().notNull().default([]),
  rivalries: jsonb().$type<string[]>().notNull().default([]),
  averageAttendance: integer(),
  ...timestamps,
}, (t) => [
  index('teams_league_name_idx').on(t.leagueId, t.name, t.id),
  index('teams_country_name_idx').on(t.countryId, t.name, t.id),
  index('teams_venue_idx').on(t.homeVenueId),
  index('teams_name_id_idx').on(t.name, t.id),
  index('teams_name_trgm_idx').using('gin', trgm(t.name)),
  index('teams_short_trgm_idx').using('gin', trgm(t.shortName)),
  index('teams_city_trgm_idx').using('gin', trgm(t.city)),
]);
