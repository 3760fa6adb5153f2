import { z } from 'zod';
import { FilterId } from './common';
import { POSITION_VALUES } from './enums';
import { SeasonType } from './player-stats';

/**
 * Issue #17: GET /api/leaders?seasonId=&stat= — the top players of a season in each category.
 * Goalie categories count only goalies with at least `goalieMinGames` games (leaders.ts in domain).
 */
export const LEADER_STATS = [
  'points',
  'goals',
  'assists',
  'plusMinus',
  'shots',
  'penaltyMinutes',
  'goalsAgainstAverage',
  'savePercentage',
] as const;
export const LeaderStat = z.enum(LEADER_STATS);

export const LeadersQuery = z
  .object({
    seasonId: FilterId,
    /** Without seasonId: the league's current season (the active one, else the latest regular season). */
    leagueId: FilterId,
    /** Omitted or '' : every category. */
    stat: z.preprocess((v) => (v === '' ? undefined : v), LeaderStat.optional()),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((q) => q.seasonId !== undefined || q.leagueId !== undefined, { message: 'seasonId or leagueId is required', path: ['seasonId'] });

export const Leader = z.object({
  /** Equal values share a rank (1, 2, 2, 4). */
  rank: z.number(),
  playerId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.enum(POSITION_VALUES),
  teamId: z.number(),
  teamName: z.string(),
  gamesPlayed: z.number(),
  value: z.number(),
});

export const Leaders = z.object({
  season: z.object({ id: z.number(), name: z.string(), year: z.string(), seasonType: SeasonType, leagueId: z.number() }),
  /** Fewest games a goalie needs to rank in GAA and SV%. */
  goalieMinGames: z.number(),
  categories: z.array(z.object({ stat: LeaderStat, leaders: z.array(Leader) })),
});

export type LeaderStat = z.infer<typeof LeaderStat>;
export type LeadersQuery = z.infer<typeof LeadersQuery>;
export type Leader = z.infer<typeof Leader>;
export type Leaders = z.infer<typeof Leaders>;
