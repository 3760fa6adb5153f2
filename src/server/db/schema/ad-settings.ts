import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './timestamps';

export type AdUnitsJson = Record<string, { code: string; html: string }>;

// A single row (id = 1): the site has one advertising configuration.
export const adSettings = pgTable('ad_settings', {
  id: integer().primaryKey().default(1),
  publisherId: text().notNull().default(''),
  enabled: boolean().notNull().default(false),
  testMode: boolean().notNull().default(false),
  adUnits: jsonb().$type<AdUnitsJson>().notNull().default({}),
  ...timestamps,
});
