import type { BoxScoreBody, GoalInput, GoalieDecision, TeamSide } from '../../schemas/box-score';
import type { ClockSeasonType } from './box-score-clock';
import { deriveGoals, other, type BoxOutcome } from './box-score-derive';
import { gameClock, goalieInNet, hasStints, lastGoalieBefore } from './goalie-stints';

/**
 * Issue #26: a goal's strength and its empty net are separate facts (an empty-net goal may be
 * short-handed). 'EN' from older clients means even strength into an empty net. Where the sheet
 * gives goalie stints, a goal scored while the other team had nobody in net is empty-net, flagged
 * or not.
 */
export type Strength = 'EV' | 'PP' | 'SH';
type Box = Pick<BoxScoreBody, 'goals' | 'goalies'> & Partial<Pick<BoxScoreBody, 'goalieStints' | 'penaltyShots'>>;

export const goalStrength = (g: Pick<GoalInput, 'strength'>): Strength => (g.strength === 'EN' ? 'EV' : g.strength);
export const flaggedEmptyNet = (g: Pick<GoalInput, 'strength' | 'emptyNet'>) => g.strength === 'EN' || g.emptyNet === true;

/** The net was empty by the stints: the conceding team has stints and none covers the goal. */
export function stintsShowEmptyNet(box: Box, g: GoalInput, seasonType: ClockSeasonType | null): boolean {
  const stints = box.goalieStints ?? [];
  const against = other(g.team);
  return hasStints(stints, against) && goalieInNet(stints, against, gameClock(g.period, g.time, seasonType), seasonType) === null;
}

export const isEmptyNet = (box: Box, g: GoalInput, seasonType: ClockSeasonType | null) =>
  flaggedEmptyNet(g) || stintsShowEmptyNet(box, g, seasonType);

/** A goal scored on a penalty shot: a scored attempt of the same team, scorer, period and time. */
export const isPenaltyShotGoal = (box: Box, g: GoalInput) =>
  (box.penaltyShots ?? []).some(
    (ps) => ps.scored && ps.team === g.team && ps.shooterPlayerId === g.scorerPlayerId && ps.period === g.period && ps.time === g.time,
  );

/** The goals as stored: strength EV/PP/SH, empty net as its own fact. */
export function normalizeGoals<T extends BoxScoreBody>(box: T, seasonType: ClockSeasonType | null): T {
  return {
    ...box,
    goals: box.goals.map((g) => ({ ...g, strength: goalStrength(g), emptyNet: isEmptyNet(box, g, seasonType) })),
  };
}

/**
 * The league rule for a decision the sheet does not give: the winner's goalie in net when his team
 * scored the goal that put it ahead for good gets the W, the loser's goalie in net then (or last in
 * net, if it was empty) the L or OTL; after a shootout, the goalies in net at its end. No stints for
 * a team, no decision derived for it.
 */
export function stintDecisions(
  box: Box,
  game: { homeScore: number | null; awayScore: number | null; seasonType: ClockSeasonType | null },
  outcome: BoxOutcome,
): Map<number, GoalieDecision> {
  const decisions = new Map<number, GoalieDecision>();
  const stints = box.goalieStints ?? [];
  if (stints.length === 0 || game.homeScore === null || game.awayScore === null || game.homeScore === game.awayScore) return decisions;
  if (outcome === null || outcome === 'TIE') return decisions;
  const winner: TeamSide = game.homeScore > game.awayScore ? 'home' : 'away';
  const gwg = deriveGoals(box.goals, outcome, true).find((d) => d.gameWinning)?.goal;
  const at = gwg ? gameClock(gwg.period, gwg.time, game.seasonType) : Number.MAX_SAFE_INTEGER;
  const w = gwg ? goalieInNet(stints, winner, at, game.seasonType) : null;
  const winning = w ?? lastGoalieBefore(stints, winner, at, game.seasonType);
  const losing = goalieInNet(stints, other(winner), at, game.seasonType) ?? lastGoalieBefore(stints, other(winner), at, game.seasonType);
  if (winning !== null) decisions.set(winning, 'W');
  if (losing !== null) decisions.set(losing, outcome === 'REG' ? 'L' : 'OTL');
  return decisions;
}

/**
 * The decisions credited: the sheet's where it gives any; else derived from the stints; a sheet
 * with neither credits none (as the official sheet does). Indexed like box.goalies.
 */
export function creditedDecisions(
  box: Box,
  game: { homeScore: number | null; awayScore: number | null; seasonType: ClockSeasonType | null },
  outcome: BoxOutcome,
): (GoalieDecision | null)[] {
  if (box.goalies.some((g) => g.decision !== null)) return box.goalies.map((g) => g.decision);
  const derived = stintDecisions(box, game, outcome);
  return box.goalies.map((g) => derived.get(g.playerId) ?? null);
}
