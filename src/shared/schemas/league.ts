import { z } from 'zod';
import {
  FilterIdOrNone,
  NullableId,
  Pagination,
  QueryBool,
  Versioned,
  SearchText,
  filterEnum,
  nullableInt,
  nullableText,
  nullableTimeZone,
  nullableUrl,
  requiredText,
  MineFlag,
} from './common';
import { LEAGUE_LEVEL_VALUES, TIEBREAKER_VALUES } from './enums';
import { Season } from './season';

export const LeagueLevel = z.enum(LEAGUE_LEVEL_VALUES);
export const Tiebreaker = z.enum(TIEBREAKER_VALUES);

const points = z.number().int().min(0).max(10);
export const PointsSystem = z.object({
  regulationWin: points,
  overtimeWin: points,
  shootoutWin: points,
  regulationLoss: points,
  overtimeLoss: points,
  shootoutLoss: points,
  /** Points for a tied final (outcome TIE). 0 (the default): every final needs a winner. */
  tie: points.default(0),
});

export const League = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  level: LeagueLevel,
  isActive: z.boolean(),
  description: z.string().nullable(),
  history: z.string().nullable(),
  funFacts: z.array(z.string()),
  founded: z.number().nullable(),
  websiteUrl: z.string().nullable(),
  countryId: z.number().nullable(),
  timeZone: z.string().nullable(),
  country: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  pointsSystem: PointsSystem,
  tiebreakers: z.array(Tiebreaker),
  teamCount: z.number().optional(),
  updatedAt: z.string(),
});

export const LeagueCreate = z.object({
  name: requiredText(200),
  shortName: nullableText(40).optional(),
  level: LeagueLevel.default('professional'),
  description: nullableText(5000).optional(),
  history: nullableText(20000).optional(),
  funFacts: z.array(z.string().trim().min(1).max(500)).max(50).optional(),
  isActive: z.boolean().optional(),
  founded: nullableInt(1800, 2100).optional(),
  websiteUrl: nullableUrl.optional(),
  logoUrl: nullableUrl.optional(),
  countryId: NullableId.optional(),
  // Games whose venue has no zone are scheduled in the league's (issue #18).
  timeZone: nullableTimeZone.optional(),
  pointsSystem: PointsSystem.optional(),
  tiebreakers: z
    .array(Tiebreaker)
    .min(1)
    .max(TIEBREAKER_VALUES.length)
    .refine((a) => new Set(a).size === a.length, 'Tiebreakers must not repeat')
    .optional(),
});
// No defaults on update: a PATCH must not reset the level to professional.
export const LeagueUpdate = LeagueCreate.extend({ level: LeagueLevel }).partial().extend(Versioned.shape);

export const LeagueQuery = Pagination.extend({
  mine: MineFlag,
  search: SearchText,
  countryId: FilterIdOrNone,
  level: filterEnum(LEAGUE_LEVEL_VALUES),
  isActive: QueryBool.optional(),
  // 'level' follows the §3 display order (professional, iihf, ... other), then name.
  sort: z.enum(['level', 'name', 'country']).default('level'),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});

export const LeagueStats = z.object({
  teams: z.number(),
  players: z.number(),
  /** Final games of the league's seasons. */
  gamesPlayed: z.number(),
  /** Average goals per final game, one decimal; 0 without games. */
  goalsPerGame: z.number(),
  /** Seasons (years) on record, however many of preseason, regular season and playoffs each has. */
  seasons: z.number(),
});

/** GET /api/leagues/{id}: the league with its statistics card and seasons (newest first). */
export const LeagueDetail = League.extend({ stats: LeagueStats, seasons: z.array(Season) });

export type League = z.infer<typeof League>;
export type LeagueCreate = z.infer<typeof LeagueCreate>;
export type LeagueQuery = z.infer<typeof LeagueQuery>;
export type LeagueStats = z.infer<typeof LeagueStats>;
export type LeagueDetail = z.infer<typeof LeagueDetail>;
export type PointsSystem = z.infer<typeof PointsSystem>;
