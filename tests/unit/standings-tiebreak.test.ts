import { describe, expect, it } from 'vitest';
import { computeStandings, DEFAULT_TIEBREAKERS, IIHF_POINTS, TIEBREAKER_KEYS } from '#shared/domain/standings/standings';
import { game, order, rowOf, team } from './standings-fixtures';

const [A, B, C, D, X, Y] = [team(1), team(2), team(3), team(4), team(5, 'X'), team(6, 'Y')];

describe('tiebreakers', () => {
  it('defaults to the documented order', () => {
    expect(DEFAULT_TIEBREAKERS).toEqual([
      'points',
      'pointsPercentage',
      'regulationWins',
      'regulationPlusOvertimeWins',
      'wins',
      'headToHead',
      'goalDifferential',
      'goalsFor',
    ]);
    expect(TIEBREAKER_KEYS).toEqual(DEFAULT_TIEBREAKERS);
  });

  it('breaks a two-team tie on points by regulation wins', () => {
    // B is listed first and has the better GD, so only RW can put A ahead.
    const rows = computeStandings({ teams: [B, A, C, D], games: [game(1, 3, 2, 1, 'REG'), game(2, 4, 9, 1, 'OT')] });
    expect(rowOf(rows, 1).points).toBe(rowOf(rows, 2).points);
    expect(order(rows).slice(0, 2)).toEqual([1, 2]);
  });

  it('breaks a two-team tie by head-to-head before goal differential', () => {
    const games = [game(1, 2, 2, 1), game(3, 1, 5, 0), game(2, 4, 6, 0)];
    const rows = computeStandings({ teams: [A, B, C, D], games });
    expect(rowOf(rows, 2).goalDifferential).toBeGreaterThan(rowOf(rows, 1).goalDifferential);
    expect(order(rows).indexOf(1)).toBeLessThan(order(rows).indexOf(2));
    const withoutH2h = computeStandings({
      teams: [A, B, C, D],
      games,
      tiebreakers: DEFAULT_TIEBREAKERS.filter((k) => k !== 'headToHead'),
    });
    expect(order(withoutH2h).indexOf(2)).toBeLessThan(order(withoutH2h).indexOf(1));
  });

  it('breaks a three-team tie with a head-to-head mini-table', () => {
    // A beat B and C, B beat C; all three finish 2-2 thanks to games against X,
    // and goal differential points the other way (C best, A worst).
    const games = [
      game(1, 2, 2, 1),
      game(1, 3, 2, 1),
      game(2, 3, 2, 1),
      game(5, 1, 10, 0),
      game(5, 1, 1, 0),
      game(2, 5, 3, 0),
      game(5, 2, 1, 0),
      game(3, 5, 10, 0),
      game(3, 5, 10, 0),
    ];
    const rows = computeStandings({ teams: [C, B, A, X], games });
    for (const id of [1, 2, 3]) expect(rowOf(rows, id)).toMatchObject({ points: 4, gamesPlayed: 4, regulationWins: 2 });
    expect(order(rows)).toEqual([5, 1, 2, 3]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('does not re-apply head-to-head inside a sub-group; the next tiebreaker decides', () => {
    // Mini-table among A, B, C: A 4, B 2, C 2. B beat C directly, but C has the better GD.
    const games = [
      game(1, 2, 2, 1),
      game(1, 3, 2, 1),
      game(3, 1, 2, 1),
      game(2, 3, 2, 1),
      game(5, 1, 2, 1),
      game(2, 5, 2, 1),
      game(6, 2, 2, 1),
      game(3, 6, 9, 0),
    ];
    const rows = computeStandings({ teams: [A, B, C, X, Y], games });
    for (const id of [1, 2, 3]) expect(rowOf(rows, id)).toMatchObject({ points: 4, gamesPlayed: 4, wins: 2 });
    expect(order(rows).slice(0, 3)).toEqual([1, 3, 2]);
  });

  it('recomputes head-to-head among only the teams still tied', () => {
    // All on 4 points; GD splits C off first. Among A and B alone, A won the meeting;
    // a mini-table that still included C would put B ahead (B 4, A 2).
    const games = [game(1, 2, 2, 1), game(2, 3, 2, 1), game(2, 3, 2, 1), game(3, 1, 4, 1), game(3, 1, 4, 1), game(1, 5, 7, 1)];
    const rows = computeStandings({ teams: [B, A, C, X], games, tiebreakers: ['points', 'goalDifferential', 'headToHead'] });
    expect([1, 2, 3].map((id) => rowOf(rows, id).goalDifferential)).toEqual([1, 1, 4]);
    expect(order(rows)).toEqual([3, 1, 2, 5]);
  });

  it('falls back to goal differential, then goals for', () => {
    const byGd = computeStandings({ teams: [B, A, X, Y], games: [game(1, 5, 5, 0), game(2, 6, 2, 1)] });
    expect(order(byGd).slice(0, 2)).toEqual([1, 2]);
    const byGf = computeStandings({ teams: [A, B, X, Y], games: [game(1, 5, 3, 1), game(2, 6, 4, 2)] });
    expect(order(byGf).slice(0, 2)).toEqual([2, 1]);
  });

  it('falls back to name, then id, independent of input order', () => {
    const teams = [{ id: 3, name: 'Beta' }, { id: 2, name: 'Alpha' }, { id: 1, name: 'Beta' }, { id: 9 }];
    const forward = computeStandings({ teams, games: [] });
    const backward = computeStandings({ teams: [...teams].reverse(), games: [] });
    expect(order(forward)).toEqual([9, 2, 1, 3]);
    expect(order(backward)).toEqual(order(forward));
  });

  it('ranks by points percentage when games played differ', () => {
    const games = [game(1, 5, 2, 1), game(1, 5, 2, 1), game(2, 6, 2, 1), game(2, 6, 2, 1), game(6, 2, 2, 1, 'OT')];
    const rows = computeStandings({ teams: [B, A, X, Y], games });
    expect(rowOf(rows, 1)).toMatchObject({ points: 4, gamesPlayed: 2, pointsPercentage: 1 });
    expect(rowOf(rows, 2)).toMatchObject({ points: 5, gamesPlayed: 3, pointsPercentage: 0.833 });
    expect(order(rows)[0]).toBe(2); // points first
    const pctFirst = computeStandings({ teams: [B, A, X, Y], games, tiebreakers: ['pointsPercentage', 'points'] });
    expect(order(pctFirst)[0]).toBe(1);
  });

  it('compares the exact ratio, rounding only for display', () => {
    // A: 1-2 (2 of 6 points), B: 2-4 (4 of 12): equal fractions, so the next key decides.
    const games = [game(1, 5, 2, 1), game(5, 1, 2, 1), game(5, 1, 2, 1)];
    for (let i = 0; i < 2; i += 1) games.push(game(2, 6, 2, 1));
    for (let i = 0; i < 4; i += 1) games.push(game(6, 2, 2, 1));
    const teams = [A, B, X, Y];
    const byName = computeStandings({ teams, games, tiebreakers: ['pointsPercentage'] });
    expect(rowOf(byName, 1).pointsPercentage).toBe(0.333);
    expect(rowOf(byName, 2).pointsPercentage).toBe(0.333);
    expect(order(byName).indexOf(1)).toBeLessThan(order(byName).indexOf(2));
    const byGf = computeStandings({ teams, games, tiebreakers: ['pointsPercentage', 'goalsFor'] });
    expect(order(byGf).indexOf(2)).toBeLessThan(order(byGf).indexOf(1));
  });

  it('uses the largest per-game award for the percentage (IIHF: 3)', () => {
    const rows = computeStandings({ teams: [A, X], games: [game(1, 5, 2, 1, 'OT')], pointsSystem: IIHF_POINTS });
    expect(rowOf(rows, 1).pointsPercentage).toBe(0.667);
    expect(rowOf(rows, 5).pointsPercentage).toBe(0.333);
  });
});
