import type { GameOutcome } from './game-status';
import type { TiePolicy } from './game-result-rules';

/**
 * The words people (and our own messages: "regulation, overtime or shootout") use for how a game
 * ended, beside the stored codes; matched whatever the case, so "Regulation" and "reg" both mean REG.
 */
const OUTCOME_WORDS: Record<string, GameOutcome> = {
  reg: 'REG',
  regulation: 'REG',
  ot: 'OT',
  overtime: 'OT',
  so: 'SO',
  shootout: 'SO',
  'shoot-out': 'SO',
  tie: 'TIE',
};

/** A request's outcome as a code: '' is none; an unknown word passes through for the schema to refuse. */
export function outcomeFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  return OUTCOME_WORDS[text] ?? value;
}

export interface ScoredResult {
  homeScore: number | null;
  awayScore: number | null;
  outcome: GameOutcome | null;
}

/**
 * The outcome a result leaves no doubt about: overtime and shootouts are won by one goal, so a margin
 * of two or more was decided in regulation; equal scores are a tie where the league counts ties.
 * A one-goal game could have ended any way: null, and the person entering it is asked.
 */
export function inferOutcome(g: ScoredResult, ties: TiePolicy): GameOutcome | null {
  if (g.outcome !== null || g.homeScore === null || g.awayScore === null) return g.outcome;
  const margin = Math.abs(g.homeScore - g.awayScore);
  if (margin >= 2) return 'REG';
  if (margin === 0 && ties === 'allowed') return 'TIE';
  return null;
}
