import { z } from 'zod';

/** Issue 28: GET /api/players/season-lines?ids=1,2,3 — the lines a player list prints beside each name. */
export const SEASON_LINES_MAX_IDS = 100;

export const SeasonLinesQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Must be player ids separated by commas')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id > 0 && id <= 2147483647), 'Each id must be a positive integer')
    .refine((ids) => ids.length <= SEASON_LINES_MAX_IDS, `At most ${SEASON_LINES_MAX_IDS} ids`),
});

/**
 * A player's line in the current season of his current team's league (the active season, else the
 * latest regular season, as the leaders use): skaters GP G A P, goalies GP GAA SV%. Players without
 * a team in a league with seasons are left out; a player without games there has gamesPlayed 0.
 */
export const PlayerSeasonLine = z.object({
  playerId: z.number(),
  season: z.object({ id: z.number(), name: z.string() }),
  skater: z.object({ gamesPlayed: z.number(), goals: z.number(), assists: z.number(), points: z.number() }).nullable(),
  goalie: z
    .object({ gamesPlayed: z.number(), goalsAgainstAverage: z.number().nullable(), savePercentage: z.number().nullable() })
    .nullable(),
});

export type SeasonLinesQuery = z.infer<typeof SeasonLinesQuery>;
export type PlayerSeasonLine = z.infer<typeof PlayerSeasonLine>;
