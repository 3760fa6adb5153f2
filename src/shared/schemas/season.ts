import { z } from 'zod';
import { FilterId, MineFlag, Pagination, Versioned, filterEnum, nullableDate, requiredText } from './common';
import { SEASON_TYPE_VALUES } from './enums';

export const SeasonType = z.enum(SEASON_TYPE_VALUES);

export const Season = z.object({
  id: z.number(),
  leagueId: z.number(),
  year: z.string(),
  seasonType: SeasonType,
  name: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});

const SeasonYear = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}$/, 'Year must look like 2024-25')
  .refine((y) => (Number(y.slice(0, 4)) + 1) % 100 === Number(y.slice(5)), 'The two years must be consecutive');

export const SeasonCreate = z.object({
  leagueId: z.number().int().positive(),
  year: SeasonYear,
  seasonType: SeasonType.default('regular'),
  // Defaults to "<year> Regular Season" etc. when omitted.
  name: requiredText(100).optional(),
  startDate: nullableDate.optional(),
  endDate: nullableDate.optional(),
  isActive: z.boolean().optional(),
});
export const SeasonUpdate = SeasonCreate.extend({ seasonType: SeasonType }).partial().extend(Versioned.shape);

export const SeasonQuery = Pagination.extend({
  leagueId: FilterId,
  mine: MineFlag,
  seasonType: filterEnum(SEASON_TYPE_VALUES),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});

export type Season = z.infer<typeof Season>;
export type SeasonCreate = z.infer<typeof SeasonCreate>;
