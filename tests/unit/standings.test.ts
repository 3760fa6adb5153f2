import { describe, expect, it } from 'vitest';
import { computeStandings, IIHF_POINTS, NHL_POINTS } from '#shared/domain/standings/standings';
import { game, order, rowOf, team } from './standings-fixtures';

const [A, B, C, D] = [team(1), team(2), team(3), team(4)];

describe('points systems', () => {
  const games = [game(1, 2, 3, 1, 'REG'), game(3, 4, 2, 1, 'OT'), game(4, 1, 3, 2, 'SO')];

  it('awards NHL points: W 2, OTL/SOL 1, L 0', () => {
    const rows = computeStandings({ teams: [A, B, C, D], games, pointsSystem: NHL_POINTS });
    expect(rowOf(rows, 1)).toMatchObject({ wins: 1, losses: 0, overtimeLosses: 1, points: 3 });
    expect(rowOf(rows, 2)).toMatchObject({ wins: 0, losses: 1, overtimeLosses: 0, points: 0 });
    expect(rowOf(rows, 3)).toMatchObject({ wins: 1, losses: 0, overtimeLosses: 0, points: 2 });
    expect(rowOf(rows, 4)).toMatchObject({ wins: 1, losses: 0, overtimeLosses: 1, points: 3 });
  });

  it('awards IIHF points: REG W 3, OT/SO W 2, OT/SO L 1', () => {
    const rows = computeStandings({ teams: [A, B, C, D], games, pointsSystem: IIHF_POINTS });
    expect(rowOf(rows, 1).points).toBe(4);
    expect(rowOf(rows, 2).points).toBe(0);
    expect(rowOf(rows, 3).points).toBe(2);
    expect(rowOf(rows, 4).points).toBe(3);
  });

  it('defaults to NHL points', () => {
    const rows = computeStandings({ teams: [A, B], games: [game(1, 2, 4, 0)] });
    expect(rowOf(rows, 1).points).toBe(2);
  });
});

describe('records', () => {
  it('splits wins by type and counts OT and SO losses together', () => {
    const games = [game(1, 2, 2, 1, 'REG'), game(1, 2, 3, 2, 'OT'), game(2, 1, 1, 2, 'SO'), game(2, 1, 4, 0, 'REG')];
    const rows = computeStandings({ teams: [A, B], games });
    expect(rowOf(rows, 1)).toMatchObject({
      gamesPlayed: 4,
      wins: 3,
      losses: 1,
      overtimeLosses: 0,
      regulationWins: 1,
      regulationPlusOvertimeWins: 2,
      shootoutWins: 1,
      points: 6,
    });
    expect(rowOf(rows, 2)).toMatchObject({
      gamesPlayed: 4,
      wins: 1,
      losses: 1,
      overtimeLosses: 2,
      regulationWins: 1,
      regulationPlusOvertimeWins: 1,
      shootoutWins: 0,
      points: 4,
    });
  });

  it('uses the stored score (which already includes the SO goal) for GF/GA', () => {
    const rows = computeStandings({ teams: [A, B], games: [game(1, 2, 3, 2, 'SO')] });
    expect(rowOf(rows, 1)).toMatchObject({ goalsFor: 3, goalsAgainst: 2, goalDifferential: 1 });
    expect(rowOf(rows, 2)).toMatchObject({ goalsFor: 2, goalsAgainst: 3, goalDifferential: -1 });
  });

  it('treats a missing outcome as regulation', () => {
    const rows = computeStandings({ teams: [A, B], games: [game(1, 2, 1, 3, null)] });
    expect(rowOf(rows, 2)).toMatchObject({ regulationWins: 1, points: 2 });
    expect(rowOf(rows, 1)).toMatchObject({ losses: 1, overtimeLosses: 0 });
  });
});

describe('games that do not count', () => {
  it('ignores unknown teams, null scores, tied scores, self-games and duplicate ids', () => {
    const counted = game(1, 2, 2, 1);
    const games = [
      counted,
      { ...counted }, // same id twice
      game(1, 99, 5, 0), // opponent not in the list
      game(1, 2, null, 1),
      game(1, 2, 2, null),
      game(1, 2, 3, 3, 'SO'),
      game(1, 2, 2, 2, 'REG'),
      game(1, 1, 4, 1),
    ];
    const rows = computeStandings({ teams: [A, B], games });
    expect(rowOf(rows, 1)).toMatchObject({ gamesPlayed: 1, wins: 1, goalsFor: 2, points: 2 });
    expect(rowOf(rows, 2)).toMatchObject({ gamesPlayed: 1, losses: 1 });
  });

  it('matches ids across number and string forms and counts duplicate teams once', () => {
    const rows = computeStandings({
      teams: [
        { id: '1', name: 'A' },
        { id: 2, name: 'B' },
        { id: 2, name: 'B again' },
      ],
      games: [game(1, 2, 2, 0)],
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ teamId: '1', wins: 1 });
  });
});

describe('adjustments', () => {
  it('adds manual adjustments to points and can change the order', () => {
    const games = [game(1, 3, 2, 1), game(2, 4, 2, 1)];
    const base = computeStandings({ teams: [A, B, C, D], games });
    expect(order(base).slice(0, 2)).toEqual([1, 2]);
    const rows = computeStandings({ teams: [A, B, C, D], games, adjustments: { 1: -2, '4': 3, 99: 10 } });
    expect(order(rows)).toEqual([4, 2, 1, 3]);
    expect(rowOf(rows, 1).points).toBe(0);
    expect(rowOf(rows, 4).points).toBe(3);
    expect(rowOf(rows, 4).gamesPlayed).toBe(1);
  });
});

describe('empty input', () => {
  it('returns no rows without teams', () => {
    expect(computeStandings({ teams: [], games: [game(1, 2, 1, 0)] })).toEqual([]);
  });

  it('lists teams without games at zero, ordered by name', () => {
    const rows = computeStandings({ teams: [team(2, 'Zeta'), team(1, 'Alpha'), team(3, 'mid')], games: [] });
    expect(order(rows)).toEqual([1, 3, 2]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({
      gamesPlayed: 0,
      wins: 0,
      losses: 0,
      overtimeLosses: 0,
      points: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifferential: 0,
      pointsPercentage: 0,
      lastTen: '0-0-0',
      streak: '',
    });
    expect(rows[0].team).toEqual({ id: 1, name: 'Alpha' });
  });
});
