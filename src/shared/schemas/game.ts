import { z } from 'zod';
import {
  FilterId,
  IsoDate,
  IsoInstant,
  NullableId,
  Pagination,
  TimeZone,
  Versioned,
  filterEnum,
  nullableInt,
  nullableText,
  MineFlag,
} from './common';
import { GAME_OUTCOME_VALUES, GAME_STATUS_VALUES } from './enums';
import { resultIssues } from '../domain/games/game-result-rules';
import { autoSetStatus } from '../domain/games/game-status';
import { OutcomeInput } from './outcome-input';

export const GameStatus = z.enum(GAME_STATUS_VALUES);
export const GameOutcome = z.enum(GAME_OUTCOME_VALUES);

const TeamRef = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string().nullable(),
  city: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
});

export const Game = z.object({
  id: z.number(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  // Issue #18: the start instant (null while the time is to be announced) and the IANA zone the game
  // is scheduled in; gameDate and gameTime are that instant's wall clock in timeZone.
  startsAt: z.string().nullable(),
  timeZone: z.string(),
  gameDate: z.string(),
  gameTime: z.string().nullable(),
  venueId: z.number().nullable(),
  seasonId: z.number().nullable(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  status: GameStatus,
  period: z.string().nullable(),
  outcome: GameOutcome.nullable(),
  updatedAt: z.string(),
  homeTeam: TeamRef,
  awayTeam: TeamRef,
  venue: z.object({ id: z.number(), name: z.string(), city: z.string(), capacity: z.number().nullable() }).nullable(),
  season: z.object({ id: z.number(), name: z.string(), leagueId: z.number() }).nullable(),
  league: z.object({ id: z.number(), name: z.string(), shortName: z.string().nullable() }).nullable(),
});

const GameTime = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Must be a time HH:mm')
    .nullable(),
);
const Score = nullableInt(0, 99);

const GameFields = z.object({
  homeTeamId: NullableId.refine((v) => v !== null, 'Home team is required'),
  awayTeamId: NullableId.refine((v) => v !== null, 'Away team is required'),
  // Either the instant (startsAt), or the wall clock (gameDate + gameTime) in timeZone; timeZone
  // defaults to the venue's, else the league's zone.
  startsAt: z.preprocess((v) => (v === '' ? null : v), IsoInstant.nullable()).optional(),
  timeZone: z.preprocess((v) => (v === '' ? undefined : v), TimeZone.optional()),
  gameDate: IsoDate.optional(),
  gameTime: GameTime.optional(),
  venueId: NullableId.optional(),
  seasonId: NullableId.optional(),
  homeScore: Score.optional(),
  awayScore: Score.optional(),
  status: GameStatus.optional(),
  period: nullableText(20).optional(),
  outcome: OutcomeInput.optional(),
});

const distinctTeams = (g: { homeTeamId?: number | null; awayTeamId?: number | null }) =>
  g.homeTeamId == null || g.homeTeamId !== g.awayTeamId;
const distinctIssue = { message: 'Home and away team must differ', path: ['awayTeamId'] };

const DAY = 86_400_000;
/** Without the zone at hand a date is certain only more than a day away from today; the server decides the rest. */
function startedAsFarAsKnown(g: { startsAt?: string | null; gameDate?: string }, now = Date.now()): boolean | undefined {
  if (g.startsAt) return Date.parse(g.startsAt) <= now;
  if (!g.gameDate) return undefined;
  const day = Date.parse(`${g.gameDate}T00:00:00Z`);
  return day > now + DAY ? false : day < now - 2 * DAY ? true : undefined;
}

// Issue #18: the result rules on the game as it would be stored (status derived as the server does).
function checkResult(g: z.infer<typeof GameFields>, ctx: z.RefinementCtx) {
  const homeScore = g.homeScore ?? null;
  const awayScore = g.awayScore ?? null;
  const status = g.status ?? autoSetStatus({ homeScore, awayScore });
  const outcome = status === 'final' || g.status !== undefined ? (g.outcome ?? null) : null;
  // The league is not known here: a TIE passes and the server checks it against the season's league.
  for (const issue of resultIssues({ status, homeScore, awayScore, outcome, started: startedAsFarAsKnown(g) }, 'unknown'))
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
}

const hasStart = (g: { gameDate?: string; startsAt?: string | null }) => !!g.gameDate || !!g.startsAt;
const startIssue = { message: 'Date is required (gameDate, or startsAt as an ISO instant)', path: ['gameDate'] };

export const GameCreate = GameFields.refine(distinctTeams, distinctIssue).refine(hasStart, startIssue).superRefine(checkResult);
// PUT replaces the editable fields (requirements §7); PATCH-style partial bodies are accepted too.
// expectedUpdatedAt (optional) is the updatedAt the editor loaded: a mismatch answers 409 instead of overwriting.
export const GameUpdate = GameFields.partial().extend(Versioned.shape).refine(distinctTeams, distinctIssue);

// An empty date box in a filter form means "any date".
const FilterDate = z.preprocess((v) => (v === '' ? undefined : v), IsoDate.optional());
const FilterZone = z.preprocess((v) => (v === '' ? undefined : v), TimeZone.optional());

export const GameQuery = Pagination.extend({
  date: FilterDate,
  // With date: the reader's day in this zone (games starting between its midnights), not the venues' calendar day.
  tz: FilterZone,
  leagueId: FilterId,
  teamId: FilterId,
  seasonId: FilterId,
  /** Issue 28: the games at one facility (its page's upcoming and recent games). */
  venueId: FilterId,
  status: filterEnum(GAME_STATUS_VALUES),
  from: FilterDate,
  to: FilterDate,
  // Unset: oldest first when filtered, newest first for the unfiltered admin list.
  mine: MineFlag,
  order: z.enum(['asc', 'desc']).optional(),
});

export const AutoSetStatusBody = z
  .object({
    date: IsoDate.optional(),
    leagueId: z.number().int().positive().optional(),
    seasonId: z.number().int().positive().optional(),
  })
  .default({});

/** Admin results entry for a day: all rows saved in one transaction, or none. */
export const GameResult = z.object({
  id: z.number().int().positive().max(2147483647),
  homeScore: Score,
  awayScore: Score,
  status: GameStatus.optional(),
  period: nullableText(20).optional(),
  outcome: OutcomeInput.optional(),
});
export const GameResultsBody = z.object({
  results: z
    .array(GameResult)
    .min(1, 'At least one result')
    .max(200, 'At most 200 results at once')
    .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, 'Each game may appear only once'),
});
export const GameResultsReply = z.object({ updated: z.number(), games: z.array(Game) });
export const AutoSetStatusReply = z.object({ changed: z.number() });

export type Game = z.infer<typeof Game>;
export type GameCreate = z.infer<typeof GameCreate>;
export type GameQuery = z.infer<typeof GameQuery>;
export type GameUpdate = z.infer<typeof GameUpdate>;
export type GameResultsBody = z.infer<typeof GameResultsBody>;
export type AutoSetStatusBody = z.infer<typeof AutoSetStatusBody>;
