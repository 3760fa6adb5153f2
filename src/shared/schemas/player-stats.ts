import { z } from 'zod';
import { POSITION_VALUES, SEASON_TYPE_VALUES } from './enums';

/**
 * Issue #17: statistics computed from box scores, never typed in. A skater line counts every game
 * the player was in the lineup; goalies have none (issue #26: their assists and penalty minutes are
 * on their goalie line, which counts the games he appeared in net). Rounding: GAA 2 decimals, SV% 3 decimals (0.915), null
 * when there is nothing to divide by.
 */
export const SkaterLine = z.object({
  gamesPlayed: z.number(),
  goals: z.number(),
  assists: z.number(),
  points: z.number(),
  penaltyMinutes: z.number(),
  powerPlayGoals: z.number(),
  shortHandedGoals: z.number(),
  gameWinningGoals: z.number(),
  /** Issue #26: power-play and short-handed assists. */
  powerPlayAssists: z.number(),
  shortHandedAssists: z.number(),
  /** null: no sheet of his gave it (no on-ice lists, no printed figure). */
  plusMinus: z.number().nullable(),
  /** Shots on goal (shootout attempts never count); null when no sheet gave them. */
  shots: z.number().nullable(),
  /** Goals / shots in percent, one decimal (12.5). */
  shootingPercentage: z.number().nullable(),
  /** Average time on ice over the games whose sheet gave it, in seconds. */
  timeOnIcePerGameSeconds: z.number().nullable(),
});

export const GoalieLine = z.object({
  gamesPlayed: z.number(),
  wins: z.number(),
  losses: z.number(),
  overtimeLosses: z.number(),
  shotsAgainst: z.number(),
  saves: z.number(),
  goalsAgainst: z.number(),
  timeOnIceSeconds: z.number(),
  /** goalsAgainst × 60 / minutes played, 2 decimals. */
  goalsAgainstAverage: z.number().nullable(),
  /** saves / shotsAgainst, 3 decimals (0.915). */
  savePercentage: z.number().nullable(),
  shutouts: z.number(),
  /** A goalie's own scoring and penalties (goalies have no skater line). */
  goals: z.number(),
  assists: z.number(),
  penaltyMinutes: z.number(),
});

export const SeasonType = z.enum(SEASON_TYPE_VALUES);

/** Which season and team a stats row belongs to (one row per season and team). */
export const StatsSeasonRef = z.object({
  seasonId: z.number(),
  seasonName: z.string(),
  year: z.string(),
  seasonType: SeasonType,
  leagueId: z.number(),
  leagueName: z.string(),
  leagueShortName: z.string().nullable(),
  teamId: z.number(),
  teamName: z.string(),
});

export const SkaterSeasonRow = StatsSeasonRef.extend(SkaterLine.shape);
export const GoalieSeasonRow = StatsSeasonRef.extend(GoalieLine.shape);
export const SkaterCareerRow = SkaterLine.extend({ seasonType: SeasonType });
export const GoalieCareerRow = GoalieLine.extend({ seasonType: SeasonType });

export const PlayerStats = z.object({
  playerId: z.number(),
  position: z.enum(POSITION_VALUES),
  skater: z.object({
    /** Oldest season first; within a season, in the order the player joined the teams. */
    seasons: z.array(SkaterSeasonRow),
    /** One total per season type that has rows (regular season and playoffs kept apart). */
    careers: z.array(SkaterCareerRow),
  }),
  goalie: z.object({ seasons: z.array(GoalieSeasonRow), careers: z.array(GoalieCareerRow) }),
});

export type SkaterLine = z.infer<typeof SkaterLine>;
export type GoalieLine = z.infer<typeof GoalieLine>;
export type SkaterSeasonRow = z.infer<typeof SkaterSeasonRow>;
export type GoalieSeasonRow = z.infer<typeof GoalieSeasonRow>;
export type PlayerStats = z.infer<typeof PlayerStats>;
