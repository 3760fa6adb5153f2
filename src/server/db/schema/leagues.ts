import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { countries } from './countries';
import { leagueLevelEnum } from './enums';
import { trgm } from './search-index';
import { timestamps } from './timestamps';

export type PointsSystemJson = {
  regulationWin: number; overtimeWin: number; shootoutWin: number;
  regulationLoss: number; overtimeLoss: number; shootoutLoss: number;
};

export const NHL_POINTS_JSON: PointsSystemJson = {
  regulationWin: 2, overtimeWin: 2, shootoutWin: 2, regulationLoss: 0, overtimeLoss: 1, shootoutLoss: 1,
};

export const DEFAULT_TIEBREAKERS_JSON = [
  'points', 'pointsPercentage', 'regulationWins', 'regulationPlusOvertimeWins',
  'wins', 'headToHead', 'goalDifferential', 'goalsFor',
];

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
  pointsSystem: jsonb().$type<PointsSystemJson>().notNull().default(NHL_POINTS_JSON),
  tiebreakers: jsonb().$type<string[]>().notNull().default(DEFAULT_TIEBREAKERS_JSON),
  ...timestamps,
}, (t) => [
  index('leagues_country_idx').on(t.countryId),
  index('leagues_level_idx').on(t.level, t.name),
  index('leagues_name_trgm_idx').using('gin', trgm(t.name)),
]);
