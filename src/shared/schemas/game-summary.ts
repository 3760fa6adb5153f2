import { z } from 'zod';

/** A team's season record as scoreboards print it: W-L-OTL (and T where the league has ties). */
export const TeamRecord = z.object({ wins: z.number(), losses: z.number(), overtimeLosses: z.number(), ties: z.number() });

/** One scorer of a game and how many he scored, in the order of his first goal. */
export const ScorerLine = z.object({ side: z.enum(['home', 'away']), playerId: z.number(), lastName: z.string(), goals: z.number() });

/** Issue 28: what a scores card adds to a game: both records, shots on goal and, on finals, the scorers. */
export const GameSummary = z.object({
  gameId: z.number(),
  homeRecord: TeamRecord.nullable(),
  awayRecord: TeamRecord.nullable(),
  shots: z.object({ home: z.number(), away: z.number() }).nullable(),
  scorers: z.array(ScorerLine),
});

const MAX_IDS = 200;

export const GameSummaryQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Must be game ids separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_IDS, `At most ${MAX_IDS} games at once`),
});

export type TeamRecord = z.infer<typeof TeamRecord>;
export type GameSummary = z.infer<typeof GameSummary>;
