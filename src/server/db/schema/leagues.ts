import { boolean, index, integer, jsonb, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_TIEBREAKERS, NHL_POINTS, type PointsSystem } from '#shared/domain/standings/standings';
import { countries } from './countries';
import { leagueLevelEnum } from './enums';
import { foldedCopy, storedTrgm, trgm } from './search-index';
import { timestamps } from './timestamps';

// Defaults are the NHL's: win 2, OT/SO loss 1, and the NHL tiebreak order (src/shared/domain).
const NHL_POINTS_JSON: PointsSystem = { ...NHL_POINTS };
const DEFAULT_TIEBREAKERS_JSON: string[] = [...DEFAULT_TIEBREAKERS];

export const leagues = pgTable(
  'leagues',
  {
    id: serial().primaryKey(),
    name: text().notNull().unique(),
    shortName: text(),
    logoUrl: text(),
    level: leagueLevelEnum().notNull().default('professional'),
    isActive: boolean().notNull().default(true),
    description: text(),
    history: text(),
    funFacts: jsonb().$type<string[]>().notNull().default([]),
    founded: integer(),
    websiteUrl: text(),
    countryId: integer().references(() => countries.id, { onDelete: 'set null' }),
    // IANA zone its games are scheduled in (issue #18); a venue's wins over its league's.
    timeZone: text(),
    pointsSystem: jsonb().$type<PointsSystem>().notNull().default(NHL_POINTS_JSON),
    tiebreakers: jsonb().$type<string[]>().notNull().default(DEFAULT_TIEBREAKERS_JSON),
    // Folded copies for search (issue #21).
    searchName: foldedCopy((): AnyPgColumn => leagues.name),
    searchShort: foldedCopy((): AnyPgColumn => leagues.shortName),
    ...timestamps,
  },
  (t) => [
    index('leagues_country_idx').on(t.countryId),
    index('leagues_level_idx').on(t.level, t.name),
    index('leagues_name_trgm_idx').using('gin', trgm(t.name)),
    index('leagues_search_name_trgm_idx').using('gin', storedTrgm(t.searchName)),
    index('leagues_search_short_trgm_idx').using('gin', storedTrgm(t.searchShort)),
  ],
);
