import { GAME_OUTCOME_VALUES, GAME_STATUS_VALUES } from '../../schemas/enums';
/** §4 lists four statuses; postponed is added so rescheduled games are not mislabelled cancelled. */
export const GAME_STATUSES = GAME_STATUS_VALUES;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** How a final game was decided; drives standings points and the "Final/OT" label. */
export const GAME_OUTCOMES = GAME_OUTCOME_VALUES;
export type GameOutcome = (typeof GAME_OUTCOMES)[number];

export function isGameStatus(value: unknown): value is GameStatus {
  return typeof value === 'string' && (GAME_STATUSES as readonly string[]).includes(value);
}

export function isGameOutcome(value: unknown): value is GameOutcome {
  return typeof value === 'string' && (GAME_OUTCOMES as readonly string[]).includes(value);
}

type ScoreInput = number | string | null | undefined;

// Forms hand us '' for an untouched number input; that is "not filled", unlike 0.
function isFilled(score: ScoreInput): boolean {
  if (score === null || score === undefined) return false;
  return typeof score === 'number' ? Number.isFinite(score) : score.trim() !== '';
}

/** Admin "Auto-Set Status" (§4): both scores filled gives final, otherwise scheduled. */
export function autoSetStatus(game: { homeScore?: ScoreInput; awayScore?: ScoreInput }): 'final' | 'scheduled' {
  return isFilled(game.homeScore) && isFilled(game.awayScore) ? 'final' : 'scheduled';
}

/**
 * Whether a game's start has passed (issue #18: the instant decides; a game whose time is still to be
 * announced has started once its date has come, read in UTC as the database's current_date is).
 */
export function hasStarted(game: { startsAt?: string | null; gameDate?: string | null }, now: Date = new Date()): boolean {
  if (game.startsAt) return Date.parse(game.startsAt) <= now.getTime();
  return !!game.gameDate && game.gameDate <= now.toISOString().slice(0, 10);
}

const ORDINALS: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd' };

/**
 * 1..3 -> '1st'..'3rd', 4 -> 'OT', 5+ -> '2OT', '3OT'... (playoff style: a regular-season
 * shootout is stored as outcome, not as a period). Text periods ('OT', 'SO') pass through.
 */
export function periodLabel(period: number | string | null | undefined): string {
  if (period === null || period === undefined) return '';
  const text = String(period).trim();
  if (!/^\d+$/.test(text)) return text;
  const n = Number(text);
  if (n <= 0) return '';
  if (n <= 3) return ORDINALS[n] ?? '';
  return n === 4 ? 'OT' : `${n - 3}OT`;
}

/**
 * Issue 39 item 3: a game still live five hours after its start is past any possible end; its result
 * waits for its league (End game, a manager's correction), so it reads "Final pending", not live.
 */
export const FINAL_PENDING_AFTER_MS = 5 * 3_600_000;

export function isFinalPending(game: { status?: string | null; startsAt?: string | null }, now = Date.now()): boolean {
  return game.status === 'live' && !!game.startsAt && now - Date.parse(game.startsAt) > FINAL_PENDING_AFTER_MS;
}

export interface ScoreboardGame {
  status: string | null | undefined;
  startsAt?: string | null;
  period?: number | string | null;
  outcome?: string | null;
  gameTime?: string | null;
}

/**
 * Status text on the scores screen (§4). `formatTime` turns the stored gameTime into the
 * viewer's format; an empty result (or no time) falls back to 'Scheduled'.
 */
export function scoreboardLabel(game: ScoreboardGame, formatTime: (gameTime: string) => string = (t) => t): string {
  switch (game.status) {
    case 'final':
      if (game.outcome === 'OT') return 'Final/OT';
      if (game.outcome === 'SO') return 'Final/SO';
      return 'Final';
    case 'live': {
      if (isFinalPending(game)) return 'Final pending';
      const period = periodLabel(game.period);
      return period ? `Live · ${period}` : 'Live';
    }
    case 'scheduled': {
      const time = game.gameTime ? formatTime(game.gameTime) : '';
      return time || 'Scheduled';
    }
    // Issue 28: a fan must not plan an evening around a game that will not be played.
    case 'cancelled':
      return 'Cancelled';
    case 'postponed':
      return 'Postponed';
    default:
      return 'Scheduled';
  }
}

/** Game detail (§4): any status other than final is shown in upper case. */
export function detailStatusLabel(status: string | null | undefined, startsAt?: string | null): string {
  if (status === 'final') return 'Final';
  if (isFinalPending({ status, startsAt })) return 'FINAL PENDING';
  return (status || 'scheduled').toUpperCase();
}
