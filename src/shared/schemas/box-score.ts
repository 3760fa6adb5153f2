import { z } from 'zod';
import { Versioned, nullableInt, nullableText, requiredText } from './common';
import { OutcomeInput } from './outcome-input';
import { GAME_OUTCOME_VALUES, GAME_STATUS_VALUES, POSITION_VALUES, SEASON_TYPE_VALUES } from './enums';
import { MAX_PLAYOFF_PERIOD } from '../domain/box-score/box-score-clock';
import {
  BoxScoreWarning,
  GoalieStintInput,
  OnIceInput,
  PenaltyShotInput,
  Period,
  PeriodTime,
  PlayerGameInput,
  PlayerId,
  TimeOnIce,
} from './box-score-sheet';

/**
 * Issue #17: a game's box score. PUT sends the whole thing (BoxScoreBody) and GET answers it with
 * what is derived from it (BoxScore: names, game-winning goal, running score, shutouts, line score).
 * Shape only here; the hockey rules that need the game (score, outcome, season type) are in
 * domain/box-score/box-score-rules.ts, used by the API and the admin editor alike. Contract: docs/box-scores-api.md.
 */
export const TEAM_SIDES = ['home', 'away'] as const;
/** 'EN' is the old single field, still accepted: it means EV + emptyNet (goal-facts.ts normalises it). */
export const GOAL_STRENGTHS = ['EV', 'PP', 'SH', 'EN'] as const;
export const GOALIE_DECISIONS = ['W', 'L', 'OTL'] as const;
/** 0: a penalty awarding a penalty shot is written on the sheet without minutes. */
export const PENALTY_MINUTES = [0, 2, 4, 5, 10, 20] as const;

export const TeamSide = z.enum(TEAM_SIDES);
export const GoalStrength = z.enum(GOAL_STRENGTHS);
export const GoalieDecision = z.enum(GOALIE_DECISIONS);

const OptionalPlayerId = PlayerId.nullable().default(null);
const Count = z.number().int().min(0).max(999);

export const LineupEntryInput = z.object({ team: TeamSide, playerId: PlayerId });

export const GoalInput = z.object({
  period: Period,
  time: PeriodTime,
  team: TeamSide,
  scorerPlayerId: PlayerId,
  assist1PlayerId: OptionalPlayerId,
  assist2PlayerId: OptionalPlayerId,
  /** EV (4-on-4 and 3-on-3 too), PP or SH; 'EN' (old clients) = EV into an empty net. */
  strength: GoalStrength.default('EV'),
  /** Into an empty net: never against a goalie. Also derived from the goalie stints where given. */
  emptyNet: z.boolean().optional(),
  /** The '+' and '−' lists: who was on the ice, for plus/minus. */
  onIce: OnIceInput.nullable().optional(),
});

export const PenaltyInput = z.object({
  period: Period,
  time: PeriodTime,
  team: TeamSide,
  /** null: a bench (team) penalty — too many men, delay of game by the bench, a failed challenge. */
  playerId: PlayerId.nullable(),
  /** Who served it in the box, when the sheet names him (bench penalties, goalies' penalties). */
  servedByPlayerId: PlayerId.nullable().optional(),
  minutes: z
    .number()
    .int()
    .refine((m) => (PENALTY_MINUTES as readonly number[]).includes(m), `Minutes must be one of ${PENALTY_MINUTES.join(', ')}`),
  infraction: requiredText(60),
});

/** Shots on goal of each team in one period (goals included, as shots on goal are counted). */
export const PeriodShotsInput = z.object({ period: Period, home: Count, away: Count });

/** One shootout attempt, in the order taken. */
export const ShootoutAttemptInput = z.object({ team: TeamSide, playerId: PlayerId, scored: z.boolean() });

export const GoalieInput = z.object({
  team: TeamSide,
  playerId: PlayerId,
  timeOnIce: TimeOnIce,
  shotsAgainst: Count,
  saves: Count,
  /** Goals allowed while in net: empty-net and shootout goals are never a goalie's. */
  goalsAgainst: Count,
  decision: GoalieDecision.nullable().default(null),
});

/**
 * The game's result, saved with the box score in one transaction: a result the stored box score
 * contradicts is refused on the game itself, so changing a score means sending both together.
 */
export const BoxScoreResult = z.object({
  status: z.enum(GAME_STATUS_VALUES),
  homeScore: nullableInt(0, 99),
  awayScore: nullableInt(0, 99),
  outcome: OutcomeInput,
  period: nullableText(20).optional(),
});

export const BoxScoreBody = Versioned.extend({
  result: BoxScoreResult.optional(),
  lineup: z.array(LineupEntryInput).max(80),
  goals: z.array(GoalInput).max(60).default([]),
  penalties: z.array(PenaltyInput).max(120).default([]),
  shots: z.array(PeriodShotsInput).max(MAX_PLAYOFF_PERIOD).default([]),
  shootout: z.array(ShootoutAttemptInput).max(60).default([]),
  goalies: z.array(GoalieInput).max(8).default([]),
  goalieStints: z.array(GoalieStintInput).max(30).optional(),
  penaltyShots: z.array(PenaltyShotInput).max(20).optional(),
  players: z.array(PlayerGameInput).max(80).optional(),
});

const Pair = z.object({ home: z.number(), away: z.number() });

export const LineScorePeriod = Pair.extend({ period: z.number(), label: z.string() });
export const LineScore = z.object({
  /** 1, 2, 3 always; OT columns only when played. */
  periods: z.array(LineScorePeriod),
  /** The shootout as the line score counts it: 1 for its winner, 0 for the loser (its goals are in the attempts); null when there was none. */
  shootout: Pair.nullable(),
  /** The final as written: a shootout win counts one goal. */
  total: Pair,
  /** Shots on goal by period and in all; null when no shots were entered. */
  shots: z.object({ periods: z.array(LineScorePeriod), total: Pair }).nullable(),
  /** Team penalty minutes: players' and bench penalties alike. */
  penaltyMinutes: Pair,
});

export const BoxScorePlayer = z.object({
  team: TeamSide,
  playerId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.enum(POSITION_VALUES),
  jerseyNumber: z.number().nullable(),
});

export const BoxScoreGoal = GoalInput.extend({
  strength: z.enum(['EV', 'PP', 'SH']),
  /** As stored: flagged on the sheet or derived from the goalie stints. */
  emptyNet: z.boolean(),
  /** Scored on a penalty shot (penaltyShots). */
  penaltyShot: z.boolean(),
  gameWinning: z.boolean(),
  /** Score after this goal. */
  homeScore: z.number(),
  awayScore: z.number(),
});

export const BoxScoreGoalie = GoalieInput.extend({
  /** The decision he is credited with: the sheet's, else derived from the stints, else none. */
  credited: GoalieDecision.nullable(),
  shutout: z.boolean(),
  savePercentage: z.number().nullable(),
  goalsAgainstAverage: z.number().nullable(),
});

export const BoxScorePlayerLine = z.object({
  team: TeamSide,
  playerId: z.number(),
  goals: z.number(),
  assists: z.number(),
  points: z.number(),
  plusMinus: z.number().nullable(),
  shots: z.number().nullable(),
  penaltyMinutes: z.number(),
  timeOnIceSeconds: z.number().nullable(),
});

export const BoxScoreGame = z.object({
  id: z.number(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  status: z.enum(GAME_STATUS_VALUES),
  period: z.string().nullable(),
  outcome: z.enum(GAME_OUTCOME_VALUES).nullable(),
  seasonId: z.number().nullable(),
  seasonType: z.enum(SEASON_TYPE_VALUES).nullable(),
  /** Shootout rounds before sudden death under the league's rules (3; 5 in IIHF play). */
  shootoutRounds: z.number(),
});

export const BoxScore = z.object({
  gameId: z.number(),
  /** null: no box score entered yet (the lists are empty); send it back as expectedUpdatedAt. */
  updatedAt: z.string().nullable(),
  game: BoxScoreGame,
  lineup: z.array(BoxScorePlayer),
  /** Ordered by period and time. */
  goals: z.array(BoxScoreGoal),
  penalties: z.array(PenaltyInput),
  shots: z.array(PeriodShotsInput),
  shootout: z.array(ShootoutAttemptInput),
  goalies: z.array(BoxScoreGoalie),
  goalieStints: z.array(GoalieStintInput),
  penaltyShots: z.array(PenaltyShotInput),
  /** The sheet's own player figures, as given. */
  players: z.array(PlayerGameInput),
  /** Each dressed player's line for the game (figures the sheet lacks are null). */
  playerLines: z.array(BoxScorePlayerLine),
  /** Soft checks the sheet fails, stored with it (never altered, never refused). */
  /** Admins only: in the PUT answer and GET /api/games/boxscore-warnings, never in the public GET. */
  warnings: z.array(BoxScoreWarning).optional(),
  lineScore: LineScore.nullable(),
});

/** GET /api/games/boxscore-warnings?gameIds=: the soft-check warnings stored with each game's box score. */
export const BoxScoreWarningsQuery = z.object({
  gameIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Game ids, comma-separated')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= 200, 'At most 200 games')
    .refine((ids) => ids.every((id) => id > 0 && id <= 2147483647), 'Game ids are positive'),
});
export const GameBoxScoreWarnings = z.object({ gameId: z.number(), warnings: z.array(BoxScoreWarning) });

export type TeamSide = z.infer<typeof TeamSide>;
export type GoalStrength = z.infer<typeof GoalStrength>;
export type GoalieDecision = z.infer<typeof GoalieDecision>;
export type GoalInput = z.infer<typeof GoalInput>;
export type PenaltyInput = z.infer<typeof PenaltyInput>;
export type PeriodShotsInput = z.infer<typeof PeriodShotsInput>;
export type ShootoutAttemptInput = z.infer<typeof ShootoutAttemptInput>;
export type GoalieInput = z.infer<typeof GoalieInput>;
export type BoxScoreBody = z.infer<typeof BoxScoreBody>;
export type BoxScoreResult = z.infer<typeof BoxScoreResult>;
export type BoxScoreBodyInput = z.input<typeof BoxScoreBody>;
export type LineScore = z.infer<typeof LineScore>;
export type BoxScoreGame = z.infer<typeof BoxScoreGame>;
export type BoxScore = z.infer<typeof BoxScore>;
export type BoxScorePlayerLine = z.infer<typeof BoxScorePlayerLine>;
