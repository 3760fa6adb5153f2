import { z } from 'zod';
import { requiredText } from './common';
import { MAX_PLAYOFF_PERIOD } from '../domain/box-score/box-score-clock';

/**
 * Issue #26: what official sheets carry beyond goals and penalties — goalie stints, penalty shots,
 * the players' own game figures — and the warnings a self-contradicting sheet is stored with.
 * Every list is optional, so bodies written before these existed stay valid.
 */
export const PlayerId = z.number().int().positive().max(2147483647);
export const Period = z.number().int().min(1).max(MAX_PLAYOFF_PERIOD);
/** Time elapsed in the period, 'MM:SS' (the rules check it against the period's length). */
export const PeriodTime = z
  .string()
  .trim()
  .regex(/^\d{1,2}:[0-5]\d$/, 'Must be a time MM:SS');
/** A time on ice, 'MM:SS' (minutes may pass 60: '65:00', playoff overtimes '112:31'). */
export const TimeOnIce = z
  .string()
  .trim()
  .regex(/^\d{1,3}:[0-5]\d$/, 'Must be a time MM:SS');
const Side = z.enum(['home', 'away']);

/** Who was in net from when to when: the source of empty nets, goalie minutes and derived decisions. */
export const GoalieStintInput = z.object({
  team: Side,
  playerId: PlayerId,
  fromPeriod: Period,
  fromTime: PeriodTime,
  toPeriod: Period,
  toTime: PeriodTime,
});

/** A penalty shot: awarded for an infraction (no minutes served); a scored one is also in `goals`, unassisted. */
export const PenaltyShotInput = z.object({
  period: Period,
  time: PeriodTime,
  /** The shooting team. */
  team: Side,
  shooterPlayerId: PlayerId,
  goaliePlayerId: PlayerId.nullable().default(null),
  infraction: requiredText(60),
  scored: z.boolean(),
});

/** One player's figures as the sheet prints them (null = not on the sheet). */
export const PlayerGameInput = z.object({
  playerId: PlayerId,
  shots: z.number().int().min(0).max(99).nullable().default(null),
  /** Used where the goals carry no on-ice lists; checked against them where both are given. */
  plusMinus: z.number().int().min(-20).max(20).nullable().default(null),
  timeOnIce: TimeOnIce.nullable().default(null),
});

/** Players on the ice for a goal, the '+' and '−' lists of official sheets, by team. */
export const OnIceInput = z.object({ home: z.array(PlayerId).max(6), away: z.array(PlayerId).max(6) });

/** A soft check an official sheet fails: kept as published, shown to admins. */
export const BoxScoreWarning = z.object({ path: z.string(), message: z.string() });

export type GoalieStintInput = z.infer<typeof GoalieStintInput>;
export type PenaltyShotInput = z.infer<typeof PenaltyShotInput>;
export type PlayerGameInput = z.infer<typeof PlayerGameInput>;
export type OnIceInput = z.infer<typeof OnIceInput>;
export type BoxScoreWarning = z.infer<typeof BoxScoreWarning>;
