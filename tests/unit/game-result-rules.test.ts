import { describe, expect, it } from 'vitest';
import { resultIssues, type GameResultFields } from '#shared/domain/games/game-result-rules';

const game = (g: Partial<GameResultFields>): GameResultFields => ({
  status: 'final',
  homeScore: null,
  awayScore: null,
  outcome: null,
  ...g,
});
const fields = (g: Partial<GameResultFields>) => resultIssues(game(g)).map((i) => i.field);

// Issue #18: one rule set for every way a result is written.
describe('result rules', () => {
  it('accept sound results', () => {
    for (const g of [
      { homeScore: 4, awayScore: 1, outcome: 'REG' },
      { homeScore: 2, awayScore: 3, outcome: 'OT' },
      { homeScore: 3, awayScore: 2, outcome: 'SO' },
      { status: 'scheduled' },
      { status: 'postponed' },
      { status: 'live' },
      { status: 'live', homeScore: 0, awayScore: 0 },
      { status: 'cancelled' },
      { status: 'cancelled', homeScore: 1, awayScore: 0 },
    ] as Partial<GameResultFields>[])
      expect(resultIssues(game(g)), JSON.stringify(g)).toEqual([]);
  });

  it('a final has both scores and an outcome; two goals or more can only be regulation (issue 39 item 8)', () => {
    expect(fields({ homeScore: 3, outcome: 'REG' })).toEqual(['awayScore']);
    expect(fields({})).toEqual(['homeScore', 'awayScore', 'outcome']);
    expect(resultIssues(game({ homeScore: 3, awayScore: 1 }))).toEqual([]);
    expect(resultIssues(game({ homeScore: 3, awayScore: 2 }))).toEqual([
      { field: 'outcome', message: 'A one-goal final needs an outcome: regulation, overtime or shootout' },
    ]);
  });

  it('a final needs a winner', () => {
    expect(resultIssues(game({ homeScore: 3, awayScore: 3, outcome: 'SO' }))).toEqual([
      { field: 'homeScore', message: 'A final needs a winner: 3–3 is a tie' },
    ]);
    expect(fields({ homeScore: 0, awayScore: 0, outcome: 'REG' })).toEqual(['homeScore']);
  });

  it('overtime and shootout wins are by one goal', () => {
    expect(resultIssues(game({ homeScore: 7, awayScore: 1, outcome: 'SO' }))).toEqual([
      { field: 'outcome', message: 'A game won in a shootout ends with a one-goal margin, not 7–1' },
    ]);
    expect(fields({ homeScore: 1, awayScore: 3, outcome: 'OT' })).toEqual(['outcome']);
    expect(fields({ homeScore: 1, awayScore: 3, outcome: 'REG' })).toEqual([]);
  });

  it('only a final has an outcome; a scheduled or postponed game has no score; a live one both or none', () => {
    expect(fields({ status: 'live', homeScore: 1, awayScore: 0, outcome: 'OT' })).toEqual(['outcome']);
    expect(fields({ status: 'scheduled', homeScore: 2, awayScore: 1, started: false })).toEqual(['homeScore']);
    expect(fields({ status: 'scheduled', outcome: 'REG' })).toEqual(['outcome']);
    expect(fields({ status: 'postponed', awayScore: 1 })).toEqual(['awayScore']);
    expect(fields({ status: 'live', homeScore: 1 })).toEqual(['awayScore']);
  });

  // Issue 39 item 8: §4's Auto-Set Status turns such a game final, so it is checked as that final.
  it('a scheduled game that has started may hold a result waiting for Auto-Set Status', () => {
    expect(resultIssues(game({ status: 'scheduled', homeScore: 5, awayScore: 2, started: true }))).toEqual([]);
    expect(resultIssues(game({ status: 'scheduled', homeScore: 3, awayScore: 2, outcome: 'OT', started: true }))).toEqual([]);
    expect(fields({ status: 'scheduled', homeScore: 3, awayScore: 2, started: true })).toEqual(['outcome']);
    expect(fields({ status: 'scheduled', homeScore: 2, awayScore: 2, started: true })).toEqual(['homeScore']);
    expect(resultIssues(game({ status: 'scheduled', homeScore: 1, started: true }))).toEqual([
      { field: 'awayScore', message: 'A result needs both scores, or neither' },
    ]);
    expect(resultIssues(game({ status: 'scheduled', homeScore: 1, awayScore: 0, started: false }))).toEqual([
      { field: 'homeScore', message: 'A game that has not started has no score yet' },
    ]);
  });
});
