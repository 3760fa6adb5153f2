import { z } from 'zod';

/**
 * Issue 26: one official game as a league publishes it, in a neutral shape that every source adapter
 * (NHL game centre, HockeyTech game summary) produces. Figures are kept as the sheet states them,
 * never corrected: `null` means the source does not say, which is different from zero or false.
 * Clock times are seconds elapsed in their period.
 */
export const OFFICIAL_SIDES = ['home', 'away'] as const;
export const OFFICIAL_STRENGTHS = ['EV', 'PP', 'SH'] as const;
export const OFFICIAL_DECISIONS = ['W', 'L', 'OTL', 'SOL'] as const;
export const OFFICIAL_STATUSES = ['scheduled', 'live', 'final'] as const;
export const OFFICIAL_LAST_PERIODS = ['REG', 'OT', 'SO'] as const;

const Side = z.enum(OFFICIAL_SIDES);
const Id = z.string().min(1);
const Count = z.number().int().min(0);
const Clock = z.object({ period: z.number().int().min(1), seconds: z.number().int().min(0) });

export const OfficialTeam = z.object({ side: Side, externalId: Id, name: z.string(), abbreviation: z.string() });

export const OfficialPlayer = z.object({
  externalId: Id,
  side: Side,
  firstName: z.string(),
  lastName: z.string(),
  number: z.number().int().nullable(),
  position: z.string().nullable(),
  birthDate: z.string().nullable(),
});

export const OfficialGameInfo = z.object({
  externalId: Id,
  date: z.string(),
  startsAt: z.string().nullable(),
  venueName: z.string().nullable(),
  status: z.enum(OFFICIAL_STATUSES),
  statusText: z.string(),
  homeScore: Count,
  awayScore: Count,
  /** Shots on goal per team as the sheet totals them (null when it gives no total). */
  homeShots: Count.nullable(),
  awayShots: Count.nullable(),
  lastPeriod: z.enum(OFFICIAL_LAST_PERIODS),
});

export const OfficialGoal = Clock.extend({
  side: Side,
  scorerId: Id,
  assistIds: z.array(Id).max(2),
  /** The goalie the sheet says was beaten, where it names one. */
  goalieId: Id.nullable(),
  strength: z.enum(OFFICIAL_STRENGTHS).nullable(),
  emptyNet: z.boolean().nullable(),
  penaltyShot: z.boolean(),
  plusIds: z.array(Id).nullable(),
  minusIds: z.array(Id).nullable(),
});

export const OfficialPenalty = Clock.extend({
  side: Side,
  /** null: a bench (team) penalty with nobody penalised. */
  playerId: Id.nullable(),
  servedById: Id.nullable(),
  minutes: Count,
  infraction: z.string(),
  penaltyShotAwarded: z.boolean(),
});

export const OfficialPenaltyShot = Clock.extend({ side: Side, shooterId: Id, goalieId: Id.nullable(), scored: z.boolean() });

/** A goalie in net from one clock time to another; gaps between stints are an empty net. */
export const OfficialGoalieStint = z.object({ side: Side, goalieId: Id, from: Clock, to: Clock });

/** Shots on goal a goalie faced as the events name him (a play-by-play's shots carry the goalie in net). */
export const OfficialGoalieShots = z.object({ side: Side, goalieId: Id, shotsAgainst: Count });

export const OfficialSkaterLine = z.object({
  playerId: Id,
  side: Side,
  goals: Count,
  assists: Count,
  penaltyMinutes: Count,
  plusMinus: z.number().int().nullable(),
  shots: Count.nullable(),
  toiSeconds: Count.nullable(),
});

export const OfficialGoalieLine = z.object({
  playerId: Id,
  side: Side,
  goals: Count,
  assists: Count,
  penaltyMinutes: Count,
  shotsAgainst: Count,
  goalsAgainst: Count,
  saves: Count,
  toiSeconds: Count.nullable(),
  decision: z.enum(OFFICIAL_DECISIONS).nullable(),
});

export const OfficialShootoutAttempt = z.object({
  order: z.number().int().min(1),
  side: Side,
  shooterId: Id,
  goalieId: Id.nullable(),
  scored: z.boolean(),
});

export const OfficialGameSheet = z.object({
  source: z.enum(['nhl-gamecenter', 'hockeytech']),
  game: OfficialGameInfo,
  teams: z.array(OfficialTeam).length(2),
  players: z.array(OfficialPlayer),
  goals: z.array(OfficialGoal),
  penalties: z.array(OfficialPenalty),
  penaltyShots: z.array(OfficialPenaltyShot),
  goalieStints: z.array(OfficialGoalieStint).nullable(),
  /** Only where the events name the goalie of each shot; used for goalies who split a net and have no printed line. */
  goalieShots: z.array(OfficialGoalieShots).nullable().optional(),
  shotsByPeriod: z.object({ home: z.array(Count), away: z.array(Count) }).nullable(),
  skaterLines: z.array(OfficialSkaterLine).nullable(),
  goalieLines: z.array(OfficialGoalieLine).nullable(),
  shootout: z.array(OfficialShootoutAttempt),
});

export type OfficialSide = z.infer<typeof Side>;
export type OfficialClock = z.infer<typeof Clock>;
export type OfficialGoal = z.infer<typeof OfficialGoal>;
export type OfficialPenalty = z.infer<typeof OfficialPenalty>;
export type OfficialGoalieStint = z.infer<typeof OfficialGoalieStint>;
export type OfficialGameSheet = z.infer<typeof OfficialGameSheet>;
