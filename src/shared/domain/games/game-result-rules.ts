import type { GameOutcome, GameStatus } from './game-status';
import { inferOutcome } from './game-outcome';

export interface GameResultFields {
  status: GameStatus;
  homeScore: number | null;
  awayScore: number | null;
  outcome: GameOutcome | null;
  /** Whether the game's start has passed; undefined where it is not at hand (forms, the request schema): the server decides. */
  started?: boolean;
}

export type ResultField = 'homeScore' | 'awayScore' | 'outcome';

/**
 * Whether the game's league awards points for a tie (its points system's `tie` > 0, read from the
 * season's league). 'unknown' where the league is not at hand (the request schema, a form without the
 * league): a TIE with equal scores passes there and the server, which knows the league, decides.
 */
export type TiePolicy = 'allowed' | 'refused' | 'unknown';

/** A points system gives ties points: then a tied final (outcome TIE) is a result, not a mistake. */
export const tiesAllowed = (ps: { tie?: number } | null | undefined): TiePolicy => ((ps?.tie ?? 0) > 0 ? 'allowed' : 'refused');
export interface ResultIssue {
  field: ResultField;
  message: string;
}

/**
 * Issue #18: the one rule set for a game's result, used by the API (create, edit, results entry),
 * the admin forms and the data check. A result that breaks it is refused as a whole, so the
 * standings count exactly the finals stored: every final has both scores and says how it was won.
 * - a final has both scores and a winner, unless the league's points system awards points for a tie:
 *   then equal scores with outcome TIE are a result (and TIE needs them);
 * - its outcome is REG, OT or SO; a margin of two or more can only be REG (inferOutcome), so only a
 *   one-goal final must say how it ended; an OT or SO final was won by exactly one goal;
 * - a scheduled game that has started may hold a result typed in, waiting for Auto-Set Status (§4:
 *   both scores filled gives final): it is checked as the final it will become;
 * - otherwise a scheduled or postponed game has no score, and only a final has an outcome;
 * - a live game has both scores or neither.
 */
export function resultIssues(g: GameResultFields, ties: TiePolicy = 'refused'): ResultIssue[] {
  const scored = g.homeScore !== null || g.awayScore !== null;
  const both = g.homeScore !== null && g.awayScore !== null;
  if (g.status === 'final' || (g.status === 'scheduled' && both && g.started !== false)) return finalIssues(g, ties);
  const issues: ResultIssue[] = [];
  if (g.outcome !== null) issues.push({ field: 'outcome', message: 'Only a final game has an outcome' });
  const field = g.homeScore !== null ? 'homeScore' : 'awayScore';
  if (g.status === 'scheduled' && scored) {
    const message = g.started === false ? 'A game that has not started has no score yet' : 'A result needs both scores, or neither';
    issues.push({ field: g.started === false ? field : g.homeScore === null ? 'homeScore' : 'awayScore', message });
  }
  if (g.status === 'postponed' && scored) issues.push({ field, message: 'A postponed game has no score yet' });
  if (g.status === 'live' && scored && !both) {
    issues.push({ field: g.homeScore === null ? 'homeScore' : 'awayScore', message: 'A live game has both scores or neither' });
  }
  return issues;
}

function finalIssues(g: GameResultFields, ties: TiePolicy): ResultIssue[] {
  const issues: ResultIssue[] = [];
  const both = g.homeScore !== null && g.awayScore !== null;
  const outcome = inferOutcome(g, ties);
  const margin = both ? Math.abs(g.homeScore! - g.awayScore!) : null;
  // Messages mention ties only where the league is known to count them.
  const canTie = ties === 'allowed';
  if (g.homeScore === null) issues.push({ field: 'homeScore', message: 'A final game needs both scores' });
  if (g.awayScore === null) issues.push({ field: 'awayScore', message: 'A final game needs both scores' });
  if (outcome === null && margin === 1) {
    issues.push({ field: 'outcome', message: 'A one-goal final needs an outcome: regulation, overtime or shootout' });
  } else if (outcome === null && margin === null) {
    const kinds = canTie ? 'regulation, overtime, shootout or tie' : 'regulation, overtime or shootout';
    issues.push({ field: 'outcome', message: `A final game needs an outcome: ${kinds}` });
  }
  const score = `${g.homeScore}–${g.awayScore}`;
  if (outcome === 'TIE') {
    if (ties === 'refused') {
      issues.push({ field: 'outcome', message: "This league's points system gives no points for a tie: a final needs a winner" });
    } else if (margin) {
      issues.push({ field: 'outcome', message: `A tie has equal scores, not ${score}` });
    }
  } else if (margin === 0 && !(outcome === null && ties === 'unknown')) {
    // Where the league is unknown a level score without an outcome may be its tie: the server decides.
    const hint = canTie ? ' (or outcome TIE, where the league counts ties)' : '';
    issues.push({ field: 'homeScore', message: `A final needs a winner: ${score} is a tie${hint}` });
  } else if (margin && outcome !== null && outcome !== 'REG' && margin !== 1) {
    const how = outcome === 'OT' ? 'overtime' : 'a shootout';
    issues.push({ field: 'outcome', message: `A game won in ${how} ends with a one-goal margin, not ${score}` });
  }
  return issues;
}
