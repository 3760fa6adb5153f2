import { describe, expect, it } from 'vitest';
import { goalieMinGames, rankLeaders, type LeaderCandidate } from '#shared/domain/stats/leaders';
import { sumTotals } from '#shared/domain/stats/stat-lines';

const zero = sumTotals([]);
const player = (playerId: number, lastName: string, t: Partial<LeaderCandidate>): LeaderCandidate => ({
  ...zero,
  playerId,
  firstName: 'P',
  lastName,
  position: 'center',
  teamId: 1,
  teamName: 'T',
  gamesPlayed: 10,
  ...t,
});

// Issue #17: leaders and the goalie qualifier.
describe('leaders', () => {
  it('goalies qualify from 25 % of the most team games, rounded up, at least 1', () => {
    expect([goalieMinGames(0), goalieMinGames(1), goalieMinGames(10), goalieMinGames(82)]).toEqual([1, 1, 3, 21]);
  });

  it('a goalie under the minimum does not lead GAA or SV%, however good', () => {
    const goalies = [
      player(1, 'Few', { position: 'goalie', goalieGames: 2, goalsAgainst: 0, timeOnIceSeconds: 7200, saves: 60, shotsAgainst: 60 }),
      player(2, 'Many', { position: 'goalie', goalieGames: 20, goalsAgainst: 50, timeOnIceSeconds: 72000, saves: 550, shotsAgainst: 600 }),
    ];
    expect(rankLeaders(goalies, 'goalsAgainstAverage', 5, 10).map((l) => [l.playerId, l.value, l.gamesPlayed])).toEqual([[2, 2.5, 20]]);
    expect(rankLeaders(goalies, 'savePercentage', 2, 10).map((l) => [l.rank, l.playerId, l.value])).toEqual([
      [1, 1, 1],
      [2, 2, 0.917],
    ]);
  });

  it('ties share a rank; nobody leads with zero', () => {
    const rows = [player(1, 'A', { goals: 3 }), player(2, 'B', { goals: 5 }), player(3, 'C', { goals: 3 }), player(4, 'D', {})];
    expect(rankLeaders(rows, 'goals', 1, 10).map((l) => [l.rank, l.playerId])).toEqual([
      [1, 2],
      [2, 1],
      [2, 3],
    ]);
    expect(rankLeaders(rows, 'goals', 1, 2)).toHaveLength(2);
  });
});
