import { z } from 'zod';
import { FilterId } from './common';
import { POSITION_VALUES } from './enums';
import { GoalieLine, SeasonType, SkaterLine } from './player-stats';

/** Issue #17: GET /api/teams/{id}/stats?seasonId= — the team's skaters and goalies in one season. */
export const TeamStatsQuery = z.object({
  /** Omitted: the latest season in which the team has stats. */
  seasonId: FilterId,
});

export const TeamStatsPlayer = z.object({
  playerId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.enum(POSITION_VALUES),
  jerseyNumber: z.number().nullable(),
});

export const TeamStats = z.object({
  teamId: z.number(),
  /** null when the team has no stats in any season (and no seasonId was asked for). */
  season: z.object({ id: z.number(), name: z.string(), year: z.string(), seasonType: SeasonType, leagueId: z.number() }).nullable(),
  /** Points first (then goals, fewer games, name). */
  skaters: z.array(TeamStatsPlayer.extend(SkaterLine.shape)),
  /** Most games first. */
  goalies: z.array(TeamStatsPlayer.extend(GoalieLine.shape)),
});

export type TeamStatsQuery = z.infer<typeof TeamStatsQuery>;
export type TeamStats = z.infer<typeof TeamStats>;
