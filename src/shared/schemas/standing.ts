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
