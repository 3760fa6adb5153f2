import { TIEBREAKER_VALUES } from '../../schemas/enums';
import type { GameOutcome } from '../games/game-status';

/** Points per result. Stored per league so IIHF's 3-point regulation win is data, not code. */
export interface PointsSystem {
  regulationWin: number;
  overtimeWin: number;
  shootoutWin: number;
  regulationLoss: number;
  overtimeLoss: number;
  shootoutLoss: number;
  /** Points to each team for a tied final (outcome TIE); absent or 0: the league has no ties (issue 18). */
  tie?: number;
}

export const NHL_POINTS: Readonly<PointsSystem> = Object.freeze({
  regulationWin: 2,
  overtimeWin: 2,
  shootoutWin: 2,
  regulationLoss: 0,
  overtimeLoss: 1,
  shootoutLoss: 1,
});

export const IIHF_POINTS: Readonly<PointsSystem> = Object.freeze({
  regulationWin: 3,
  overtimeWin: 2,
  shootoutWin: 2,
  regulationLoss: 0,
  overtimeLoss: 1,
  shootoutLoss: 1,
});

/** Applied in order; every key ranks higher values first. */
export const TIEBREAKER_KEYS = TIEBREAKER_VALUES;
export type TiebreakerKey = (typeof TIEBREAKER_KEYS)[number];

export const DEFAULT_TIEBREAKERS: readonly TiebreakerKey[] = TIEBREAKER_KEYS;

export type TeamId = number | string;

export interface StandingsTeam {
  id: TeamId;
  name?: string | null;
}

/**
 * A final game. The stored score already includes the deciding OT/SO goal (NHL convention:
 * a shootout win is recorded as one extra goal), so GF/GA use it as is.
 */
export interface StandingsGame {
  id: TeamId;
  homeTeamId: TeamId;
  awayTeamId: TeamId;
  homeScore: number | null;
  awayScore: number | null;
  outcome: GameOutcome | null;
  gameDate: string;
  gameTime?: string | null;
}

export interface StandingsStats {
  gamesPlayed: number;
  wins: number;
  /** Regulation losses only. */
  losses: number;
  /** Overtime plus shootout losses. */
  overtimeLosses: number;
  /** Tied finals (outcome TIE), only where the league's points system gives ties points. */
  ties: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifferential: number;
  regulationWins: number;
  regulationPlusOvertimeWins: number;
  shootoutWins: number;
  /** points / (gamesPlayed * max points per game), 3 decimals; 0 before the first game. */
  pointsPercentage: number;
  /** 'W-L-OTL' over the 10 most recent games. */
  lastTen: string;
  /** 'W3', 'L1', 'OT2' or '' with no games. */
  streak: string;
}

export interface StandingsRow<T extends StandingsTeam = StandingsTeam> extends StandingsStats {
  teamId: TeamId;
  rank: number;
  team: T;
}

/** One team's side of one counted game. */
export interface TeamGameResult {
  gameId: TeamId;
  gameDate: string;
  gameTime: string;
  opponentKey: string;
  goalsFor: number;
  goalsAgainst: number;
  won: boolean;
  /** A tied final (outcome TIE): neither team won. */
  tied?: boolean;
  outcome: GameOutcome;
}
