import { z } from 'zod';

export const StandingRow = z.object({
  id: z.number(),
  rank: z.number(),
  team: z.object({
    id: z.number(), name: z.string(), shortName: z.string().nullable(), logoUrl: z.string().nullable(),
    primaryColor: z.string().nullable(), conference: z.string().nullable(), division: z.string().nullable(),
  }),
  gamesPlayed: z.number(),
  wins: z.number(),
  losses: z.number(),
  overtimeLosses: z.number(),
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

export const StandingsParams = z.object({ seasonId: z.coerce.number().int().positive().max(2147483647) });

export type StandingRow = z.infer<typeof StandingRow>;

export const AdjustmentParams = StandingsParams.extend({ teamId: z.coerce.number().int().positive().max(2147483647) });

/** Manual points on top of the computed table (sanctions, forfeits); negative = deduction. */
export const StandingAdjustmentBody = z.object({
  points: z.number().int().min(-999).max(999).refine((n) => n !== 0, 'Points must not be 0'),
  reason: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(500).nullable()).optional(),
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
