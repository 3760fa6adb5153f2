import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { DEFAULT_TIEBREAKERS, NHL_POINTS, type PointsSystem } from '../../../shared/domain/standings';
import { countries } from './countries';
import { leagueLevelEnum } from './enums';
import { trgm } from './search-index';
import { timestamps } from './timestamps';

// Defaults are the NHL's: win 2, OT/SO loss 1, and the NHL tiebreak order (src/shared/domain).
const NHL_POINTS_JSON: PointsSystem = { ...NHL_POINTS };
const DEFAULT_TIEBREAKERS_JSON: string[] = [...DEFAULT_TIEBREAKERS];

export const leagues = pgTable('leagues', {
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
  pointsSystem: jsonb().$type<PointsSystem>().notNull().default(NHL_POINTS_JSON),
  tiebreakers: jsonb().$type<string[]>().notNull().default(DEFAULT_TIEBREAKERS_JSON),
  ...timestamps,
}, (t) => [
  index('leagues_country_idx').on(t.countryId),
  index('leagues_level_idx').on(t.level, t.name),
  index('leagues_name_trgm_idx').using('gin', trgm(t.name)),
]);
