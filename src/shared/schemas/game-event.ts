import { z } from 'zod';
import { GoalStrength, PENALTY_MINUTES, TeamSide } from './box-score';
import { OnIceInput, Period, PeriodTime, PlayerId } from './box-score-sheet';
import { requiredText } from './common';

/**
 * Issue 27: a game's live events, in the box score's terms (period, time elapsed in the period,
 * home/away, player ids). `id` is made on the device (a UUID): posting it again returns the stored
 * event. ADR 0025.
 */
export const GAME_EVENT_TYPES = [
  'goal',
  'penalty',
  'shot',
  'goalie-change',
  'penalty-shot',
  'shootout-attempt',
  'period-start',
  'period-end',
  'lineup',
] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];

const Optional = PlayerId.nullable().default(null);

const Goal = z
  .object({
    type: z.literal('goal'),
    team: TeamSide,
    scorerPlayerId: PlayerId,
    assist1PlayerId: Optional,
    assist2PlayerId: Optional,
    strength: GoalStrength.exclude(['EN']).default('EV'),
    emptyNet: z.boolean().default(false),
    onIce: OnIceInput.nullable().default(null),
  })
  .superRefine((g, ctx) => {
    // The box score's rule (box-score-rules.ts), checked when the event arrives rather than at end game.
    for (const key of ['assist1PlayerId', 'assist2PlayerId'] as const)
      if (g[key] !== null && g[key] === g.scorerPlayerId)
        ctx.addIssue({ code: 'custom', path: [key], message: 'The scorer cannot assist his own goal' });
    if (g.assist1PlayerId !== null && g.assist1PlayerId === g.assist2PlayerId)
      ctx.addIssue({ code: 'custom', path: ['assist2PlayerId'], message: 'The two assists must be different players' });
  });
const Penalty = z.object({
  type: z.literal('penalty'),
  team: TeamSide,
  /** null: a bench penalty. */
  playerId: PlayerId.nullable(),
  servedByPlayerId: Optional,
  minutes: z
    .number()
    .int()
    .refine((m) => (PENALTY_MINUTES as readonly number[]).includes(m), `Minutes must be one of ${PENALTY_MINUTES.join(', ')}`),
  infraction: requiredText(60),
});
const Shot = z.object({ type: z.literal('shot'), team: TeamSide });
/** The goalie now in net; null: the net is empty (goalie pulled). */
const GoalieChange = z.object({ type: z.literal('goalie-change'), team: TeamSide, playerId: PlayerId.nullable() });
const PenaltyShot = z.object({
  type: z.literal('penalty-shot'),
  team: TeamSide,
  shooterPlayerId: PlayerId,
  goaliePlayerId: Optional,
  infraction: requiredText(60),
  scored: z.boolean(),
});
const ShootoutAttempt = z.object({ type: z.literal('shootout-attempt'), team: TeamSide, playerId: PlayerId, scored: z.boolean() });
/**
 * A team's confirmed lineup (ADR 0028): the players dressed (roster less scratches, plus call-ups)
 * and the goalie who starts in net. The console keeps one per team and edits it; the latest one
 * stands. Its clock is the opening face-off (period 1, 00:00).
 */
const Lineup = z.object({
  type: z.literal('lineup'),
  team: TeamSide,
  playerIds: z
    .array(PlayerId)
    .max(40)
    .refine((ids) => new Set(ids).size === ids.length, 'A player is listed twice'),
  startingGoalieId: Optional,
});
const PeriodStart = z.object({ type: z.literal('period-start') });
const PeriodEnd = z.object({ type: z.literal('period-end') });

/** What an event says, by type (everything but id, period and time). */
export const GameEventData = z.discriminatedUnion('type', [
  Goal,
  Penalty,
  Shot,
  GoalieChange,
  PenaltyShot,
  ShootoutAttempt,
  PeriodStart,
  PeriodEnd,
  Lineup,
]);
export type GameEventData = z.infer<typeof GameEventData>;

const When = z.object({ period: Period, time: PeriodTime });

export const GameEventCreate = z.intersection(
  z.object({ id: z.uuid('Must be a UUID made on the device') }).extend(When.shape),
  GameEventData,
);
export type GameEventCreate = z.infer<typeof GameEventCreate>;

/** An edit replaces what the event says; `version` is the one it was based on (409 if stale). */
export const GameEventUpdate = z.intersection(When.extend({ version: z.number().int().positive() }), GameEventData);
export type GameEventUpdate = z.infer<typeof GameEventUpdate>;

export const GameEventDeleteQuery = z.object({ version: z.coerce.number().int().positive().optional() });

export const GameEventParams = z.object({
  id: z.coerce.number().int().positive().max(2147483647),
  eventId: z.uuid(),
});

export const GameEvent = z.intersection(
  z.object({
    id: z.string(),
    gameId: z.number(),
    /** Position in the stream of changes: a stream's `id:` and `Last-Event-ID`. */
    seq: z.number(),
    period: z.number(),
    time: z.string(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  GameEventData,
);
export type GameEvent = z.infer<typeof GameEvent>;
