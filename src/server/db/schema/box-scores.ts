import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { BoxScoreWarning } from '#shared/schemas/box-score-sheet';
import { games } from './games';
import { players } from './players';
import { timestamps } from './timestamps';

export const teamSideEnum = pgEnum('team_side', ['home', 'away']);
/** 'EN' is no longer written (migration 0010 turned it into EV + empty_net); kept so the type need not be rebuilt. */
export const goalStrengthEnum = pgEnum('goal_strength', ['EV', 'PP', 'SH', 'EN']);
export const goalieDecisionEnum = pgEnum('goalie_decision', ['W', 'L', 'OTL']);

/**
 * Issue #17: one row per game that has a box score; its updatedAt is the box score's version
 * (expectedUpdatedAt). Deleting the game deletes the box score (cascade through every child).
 */
export const boxScores = pgTable('box_scores', {
  gameId: integer()
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  /** Issue #26: the soft checks the sheet failed when saved (kept as published, shown to admins). */
  warnings: jsonb().$type<BoxScoreWarning[]>().notNull().default([]),
  /**
   * Issue #26: a digest of the official sheet the box score was imported from (null: entered or
   * edited by hand), so importing the same sheet again is recognised as unchanged without a read.
   */
  importHash: text(),
  ...timestamps,
});

const gameRef = () =>
  integer()
    .notNull()
    .references(() => boxScores.gameId, { onDelete: 'cascade' });

/**
 * The dressed players, with each one's line for the game (derived when the box score is saved),
 * so season totals are a sum. Restrict: a player who appears in a box score cannot be deleted (409);
 * every other player reference of a box score is someone in its lineup (the rules), so this one
 * foreign key guards them all.
 */
export const boxScoreLineups = pgTable(
  'box_score_lineups',
  {
    gameId: gameRef(),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    side: teamSideEnum().notNull(),
    seq: integer().notNull(),
    goals: integer().notNull().default(0),
    assists: integer().notNull().default(0),
    penaltyMinutes: integer().notNull().default(0),
    powerPlayGoals: integer().notNull().default(0),
    shortHandedGoals: integer().notNull().default(0),
    gameWinningGoals: integer().notNull().default(0),
    powerPlayAssists: integer().notNull().default(0),
    shortHandedAssists: integer().notNull().default(0),
    /** From the on-ice lists, else the sheet's; null = unknown. */
    plusMinus: integer(),
    /** The sheet's own figures, as given (null = not on the sheet). */
    sheetPlusMinus: integer(),
    shots: integer(),
    timeOnIceSeconds: integer(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.playerId] }), index('box_score_lineups_player_idx').on(t.playerId)],
);

export const boxScoreGoals = pgTable(
  'box_score_goals',
  {
    gameId: gameRef(),
    seq: integer().notNull(),
    period: integer().notNull(),
    timeSeconds: integer().notNull(),
    side: teamSideEnum().notNull(),
    scorerPlayerId: integer().notNull(),
    assist1PlayerId: integer(),
    assist2PlayerId: integer(),
    strength: goalStrengthEnum().notNull(),
    emptyNet: boolean().notNull().default(false),
    /** The '+' and '−' lists; null when the sheet has none. */
    onIceHome: integer().array(),
    onIceAway: integer().array(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

export const boxScorePenalties = pgTable(
  'box_score_penalties',
  {
    gameId: gameRef(),
    seq: integer().notNull(),
    period: integer().notNull(),
    timeSeconds: integer().notNull(),
    side: teamSideEnum().notNull(),
    /** null: a bench (team) penalty. */
    playerId: integer(),
    servedByPlayerId: integer(),
    minutes: integer().notNull(),
    infraction: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

export const boxScoreShots = pgTable(
  'box_score_shots',
  {
    gameId: gameRef(),
    period: integer().notNull(),
    home: integer().notNull(),
    away: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.period] })],
);

export const boxScoreShootout = pgTable(
  'box_score_shootout',
  {
    gameId: gameRef(),
    seq: integer().notNull(),
    side: teamSideEnum().notNull(),
    playerId: integer().notNull(),
    scored: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

export const boxScoreGoalies = pgTable(
  'box_score_goalies',
  {
    gameId: gameRef(),
    playerId: integer()
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    seq: integer().notNull(),
    side: teamSideEnum().notNull(),
    timeOnIceSeconds: integer().notNull(),
    shotsAgainst: integer().notNull(),
    saves: integer().notNull(),
    goalsAgainst: integer().notNull(),
    decision: goalieDecisionEnum(),
    /** The decision credited: the sheet's, else derived from the stints (issue #26). */
    credited: goalieDecisionEnum(),
    /** Minutes in net by the stints, when the sheet has them: the statistics' time on ice. */
    stintSeconds: integer(),
    shutout: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.playerId] }), index('box_score_goalies_player_idx').on(t.playerId)],
);

/** Issue #26: who was in net from when to when (seconds from the opening face-off). */
export const boxScoreGoalieStints = pgTable(
  'box_score_goalie_stints',
  {
    gameId: gameRef(),
    seq: integer().notNull(),
    side: teamSideEnum().notNull(),
    playerId: integer().notNull(),
    fromPeriod: integer().notNull(),
    fromSeconds: integer().notNull(),
    toPeriod: integer().notNull(),
    toSeconds: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);

/** Issue #26: penalty shots; a scored one is also among the goals. */
export const boxScorePenaltyShots = pgTable(
  'box_score_penalty_shots',
  {
    gameId: gameRef(),
    seq: integer().notNull(),
    period: integer().notNull(),
    timeSeconds: integer().notNull(),
    side: teamSideEnum().notNull(),
    shooterPlayerId: integer().notNull(),
    goaliePlayerId: integer(),
    infraction: text().notNull(),
    scored: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seq] })],
);
