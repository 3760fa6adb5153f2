import { describe, expect, it } from 'vitest';
import { resultIssues, tiesAllowed, type GameResultFields } from '#shared/domain/games/game-result-rules';
import { computeStandings, NHL_POINTS } from '#shared/domain/standings/standings';
import { game, rowOf, team } from './standings-fixtures';

const final = (homeScore: number, awayScore: number, outcome: GameResultFields['outcome']): GameResultFields => ({
  status: 'final',
  homeScore,
  awayScore,
  outcome,
});
const messages = (g: GameResultFields, ties: Parameters<typeof resultIssues>[1]) => resultIssues(g, ties).map((i) => [i.field, i.message]);

// Issue 18 item 2: "a final needs a winner unless the league's points system awards points for a tie".
describe('the TIE outcome', () => {
  it('is a result only for a final with equal scores in a league that gives ties points', () => {
    expect(messages(final(2, 2, 'TIE'), 'allowed')).toEqual([]);
    expect(messages(final(2, 2, 'TIE'), 'refused')).toEqual([
      ['outcome', "This league's points system gives no points for a tie: a final needs a winner"],
    ]);
    expect(messages(final(3, 2, 'TIE'), 'allowed')).toEqual([['outcome', 'A tie has equal scores, not 3–2']]);
    expect(messages({ status: 'live', homeScore: 1, awayScore: 1, outcome: 'TIE' }, 'allowed')).toEqual([
      ['outcome', 'Only a final game has an outcome'],
    ]);
  });

  it('still needs a winner for REG/OT/SO finals, and names TIE where the league counts ties', () => {
    expect(messages(final(3, 3, 'SO'), 'refused')).toEqual([['homeScore', 'A final needs a winner: 3–3 is a tie']]);
    expect(messages(final(3, 3, 'REG'), 'allowed')).toEqual([
      ['homeScore', 'A final needs a winner: 3–3 is a tie (or outcome TIE, where the league counts ties)'],
    ]);
    // Issue 39 item 8: a level score without an outcome is the tie where the league counts ties, else it needs a winner.
    expect(messages({ ...final(1, 1, null) }, 'allowed')).toEqual([]);
    expect(messages({ ...final(1, 1, null) }, 'refused')).toEqual([['homeScore', 'A final needs a winner: 1–1 is a tie']]);
    expect(messages({ ...final(1, 1, null) }, 'unknown')).toEqual([]);
    expect(messages({ status: 'final', homeScore: null, awayScore: null, outcome: null }, 'allowed')).toContainEqual([
      'outcome',
      'A final game needs an outcome: regulation, overtime, shootout or tie',
    ]);
  });

  it('leaves the decision to the server where the league is unknown (request schema, forms)', () => {
    expect(messages(final(2, 2, 'TIE'), 'unknown')).toEqual([]);
    expect(messages(final(4, 2, 'TIE'), 'unknown')).toEqual([['outcome', 'A tie has equal scores, not 4–2']]);
  });

  it('reads the policy from the points system', () => {
    expect(tiesAllowed({ ...NHL_POINTS, tie: 1 })).toBe('allowed');
    expect(tiesAllowed({ ...NHL_POINTS, tie: 0 })).toBe('refused');
    expect(tiesAllowed(NHL_POINTS)).toBe('refused');
    expect(tiesAllowed(null)).toBe('refused');
  });
});

describe('standings count ties', () => {
  const [A, B, C] = [team(1), team(2), team(3)];
  const ps = { ...NHL_POINTS, tie: 1 };

  it('gives both teams the tie points, a game played and a T, and no win or loss', () => {
    const rows = computeStandings({
      teams: [A, B, C],
      games: [game(1, 2, 2, 2, 'TIE'), game(1, 3, 3, 1), game(2, 3, 0, 0, 'TIE')],
      pointsSystem: ps,
    });
    expect(rowOf(rows, 1)).toMatchObject({
      gamesPlayed: 2,
      wins: 1,
      losses: 0,
      overtimeLosses: 0,
      ties: 1,
      points: 3,
      goalsFor: 5,
      goalsAgainst: 3,
    });
    expect(rowOf(rows, 2)).toMatchObject({ gamesPlayed: 2, wins: 0, losses: 0, ties: 2, points: 2, streak: 'T2', lastTen: '0-0-0-2' });
    expect(rowOf(rows, 3)).toMatchObject({ gamesPlayed: 2, losses: 1, ties: 1, points: 1 });
    expect(rowOf(rows, 1).pointsPercentage).toBe(0.75);
  });

  it('leaves out a tied score without outcome TIE, and a TIE whose scores differ, as inconsistent data', () => {
    const rows = computeStandings({ teams: [A, B], games: [game(1, 2, 2, 2, 'REG'), game(1, 2, 3, 1, 'TIE')], pointsSystem: ps });
    expect(rowOf(rows, 1)).toMatchObject({ gamesPlayed: 0, ties: 0, points: 0 });
  });

  it('keeps the NHL form where nothing is tied', () => {
    const rows = computeStandings({ teams: [A, B], games: [game(1, 2, 3, 2, 'OT')], pointsSystem: NHL_POINTS });
    expect(rowOf(rows, 2)).toMatchObject({ ties: 0, lastTen: '0-0-1', points: 1 });
  });
});
