import { index, integer, jsonb, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { countries } from './countries';
import { facilities } from './facilities';
import { leagues } from './leagues';
import { byteOrder, foldedCopy, storedTrgm, trgm } from './search-index';
import { importKey, importKeyIndex } from './import-key';
import { timestamps } from './timestamps';

export const teams = pgTable(
  'teams',
  {
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
    ...importKey,
    // Folded copies for search (issue #21).
    searchName: foldedCopy((): AnyPgColumn => teams.name),
    searchShort: foldedCopy((): AnyPgColumn => teams.shortName),
    searchCity: foldedCopy((): AnyPgColumn => teams.city),
    ...timestamps,
  },
  (t) => [
    importKeyIndex('teams', t),
    index('teams_league_sort_idx').on(t.leagueId, byteOrder(t.searchName), t.id),
    index('teams_country_sort_idx').on(t.countryId, byteOrder(t.searchName), t.id),
    index('teams_venue_idx').on(t.homeVenueId),
    index('teams_sort_idx').on(byteOrder(t.searchName), t.id),
    index('teams_name_trgm_idx').using('gin', trgm(t.name)),
    index('teams_short_trgm_idx').using('gin', trgm(t.shortName)),
    index('teams_city_trgm_idx').using('gin', trgm(t.city)),
    index('teams_search_name_trgm_idx').using('gin', storedTrgm(t.searchName)),
    index('teams_search_short_trgm_idx').using('gin', storedTrgm(t.searchShort)),
    index('teams_search_city_trgm_idx').using('gin', storedTrgm(t.searchCity)),
  ],
);
