import { z } from 'zod';
import { SEASON_TYPE_VALUES } from './enums';
import { Season } from './season';

/** The league's playoff rule (src/shared/domain/standings/playoff-format.ts), sent so the page draws its lines. */
export const PlayoffFormat = z.union([
  z.object({ kind: z.literal('wildcard'), perDivision: z.number(), wildCards: z.number() }),
  z.object({ kind: z.literal('top'), scope: z.enum(['conference', 'league']), spots: z.number() }),
]);

export const StandingRow = z.object({
  id: z.number(),
  rank: z.number(),
  /** p / z / y / x clinched, e eliminated (src/shared/domain/standings/clinch.ts); null while open or without a playoff rule. */
  clinch: z.enum(['p', 'z', 'y', 'x', 'e']).nullable(),
  team: z.object({
    id: z.number(),
    name: z.string(),
    shortName: z.string().nullable(),
    logoUrl: z.string().nullable(),
    primaryColor: z.string().nullable(),
    conference: z.string().nullable(),
    division: z.string().nullable(),
  }),
  gamesPlayed: z.number(),
  wins: z.number(),
  losses: z.number(),
  overtimeLosses: z.number(),
  /** Tied finals (outcome TIE) where the league's points system gives ties points; 0 elsewhere. */
  ties: z.number(),
  points: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  goalDifferential: z.number(),
  regulationWins: z.number(),
  regulationPlusOvertimeWins: z.number(),
  pointsPercentage: z.number(),
  lastTen: z.string(),
  streak: z.string(),
});

export const StandingsLookupQuery = z.object({
  leagueId: z.coerce.number().int().positive().max(2147483647),
  /** Start year of the season; without it, the league's current season. */
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  type: z.enum(SEASON_TYPE_VALUES).optional(),
});
export type StandingsLookupQuery = z.infer<typeof StandingsLookupQuery>;

export const StandingsParams = z.object({ seasonId: z.coerce.number().int().positive().max(2147483647) });

export type StandingRow = z.infer<typeof StandingRow>;

export const AdjustmentParams = StandingsParams.extend({ teamId: z.coerce.number().int().positive().max(2147483647) });

/** Manual points on top of the computed table (sanctions, forfeits); negative = deduction. */
export const StandingAdjustmentBody = z.object({
  points: z
    .number()
    .int()
    .min(-999)
    .max(999)
    .refine((n) => n !== 0, 'Points must not be 0'),
  reason: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(500).nullable()).optional(),
});

export const StandingAdjustment = z.object({
  seasonId: z.number(),
  teamId: z.number(),
  teamName: z.string(),
  points: z.number(),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});

/** What the standings page shows around the table: the season, its league and the real "Last updated". */
export const StandingsMeta = z.object({
  season: z.object({ id: z.number(), name: z.string(), leagueId: z.number(), isActive: z.boolean() }),
  league: z.object({ id: z.number(), name: z.string() }),
  /** Latest change to any game (or adjustment) of the season; null before the first one. */
  lastUpdated: z.string().nullable(),
  finalGames: z.number(),
});

export type StandingAdjustment = z.infer<typeof StandingAdjustment>;
export type StandingsMeta = z.infer<typeof StandingsMeta>;

/** One answer for the standings screen: the season the selection names (null: none on record) and its table. */
export const StandingsLookup = z.object({
  season: Season.nullable(),
  rows: StandingRow.array(),
  lastUpdated: z.string().nullable(),
  /** Null when the league has no playoff rule on record or the season is not a regular season. */
  playoffFormat: PlayoffFormat.nullable(),
});
export type StandingsLookup = z.infer<typeof StandingsLookup>;
