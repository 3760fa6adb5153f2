import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { seasonTypeEnum } from './enums';
import { players } from './players';
import { seasons } from './seasons';
import { teams } from './teams';

/**
 * Issue #17: a player's totals for one season and team, summed from box scores and refreshed for
 * the affected players in the same transaction as every box-score write (and game edit/delete),
 * so a player's stats page reads a handful of rows. Never edited by hand.
 */
export const playerSeasonStats = pgTable(
  'player_season_stats',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    seasonType: seasonTypeEnum().notNull(),
    firstGameDate: date({ mode: 'string' }).notNull(),
    gamesPlayed: integer().notNull(),
    goals: integer().notNull(),
    assists: integer().notNull(),
    points: integer().notNull(),
    penaltyMinutes: integer().notNull(),
    powerPlayGoals: integer().notNull(),
    shortHandedGoals: integer().notNull(),
    gameWinningGoals: integer().notNull(),
    goalieGames: integer().notNull(),
    wins: integer().notNull(),
    losses: integer().notNull(),
    overtimeLosses: integer().notNull(),
    shotsAgainst: integer().notNull(),
    saves: integer().notNull(),
    goalsAgainst: integer().notNull(),
    timeOnIceSeconds: integer().notNull(),
    shutouts: integer().notNull(),
    /** Issue #26. Nullable figures are null while no game of the season had them on its sheet. */
    powerPlayAssists: integer().notNull().default(0),
    shortHandedAssists: integer().notNull().default(0),
    plusMinus: integer(),
    shots: integer(),
    skaterTimeOnIceSeconds: integer(),
    /** Games whose sheet gave his time on ice: TOI/GP divides by these. */
    timeOnIceGames: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.seasonId, t.teamId] }),
    index('player_season_stats_season_points_idx').on(t.seasonId, t.points),
    index('player_season_stats_team_season_idx').on(t.teamId, t.seasonId),
  ],
);
