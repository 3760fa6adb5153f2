import { describe, expect, it } from 'vitest';
import { deriveGoals, isShutout, lineScore } from '#shared/domain/box-score/box-score-derive';
import { formatClock, parseClock, periodLabel } from '#shared/domain/box-score/box-score-clock';
import { formatSavePercentage, goalsAgainstAverage, savePercentage } from '#shared/domain/stats/goalie-math';
import { fixedIds, playoffBox, regulationBox, shootoutBox } from '../helpers/box-score-fixtures';

// Issue #17: figures checked by hand in docs/box-scores-api.md.
describe('box score derivations', () => {
  it('the game-winning goal makes the winner one more than the loser’s final', () => {
    const goals = deriveGoals(regulationBox(fixedIds).goals, 'REG', true);
    expect(goals.map((g) => `${g.homeScore}-${g.awayScore}${g.gameWinning ? ' GWG' : ''}`)).toEqual([
      '1-0',
      '1-1',
      '2-1',
      '3-1 GWG',
      '3-2',
      '4-2',
    ]);
    expect(goals.find((g) => g.gameWinning)!.goal.scorerPlayerId).toBe(fixedIds('h3'));
    expect(deriveGoals(playoffBox(fixedIds).goals, 'OT', true)[0]!.gameWinning).toBe(true);
  });

  it('no game-winning goal in a shootout or before the final', () => {
    expect(deriveGoals(shootoutBox(fixedIds).goals, 'SO', true).some((g) => g.gameWinning)).toBe(false);
    expect(deriveGoals(regulationBox(fixedIds).goals, null, false).some((g) => g.gameWinning)).toBe(false);
  });

  it('goals come out in the order scored', () => {
    const goals = [...regulationBox(fixedIds).goals].reverse();
    expect(deriveGoals(goals, 'REG', true).map((g) => g.goal.time)).toEqual(['05:12', '15:40', '03:05', '18:30', '10:00', '19:15']);
  });

  it('line score: periods, overtime and shootout columns, the shootout winner +1, shots', () => {
    const so = lineScore(shootoutBox(fixedIds), 'SO');
    expect(so.periods.map((p) => [p.label, p.home, p.away])).toEqual([
      ['1', 1, 0],
      ['2', 0, 1],
      ['3', 1, 1],
      ['OT', 0, 0],
    ]);
    // Issue 39: the SO column is 1 for the winner, 0 for the loser, so each row adds up to its total
    // (it showed the shootout goals, 1 and 2: rows of 3 and 4 against totals of 2 and 3).
    expect(so.shootout).toEqual({ home: 0, away: 1 });
    expect(so.total).toEqual({ home: 2, away: 3 });
    for (const side of ['home', 'away'] as const)
      expect(so.periods.reduce((n, p) => n + p[side], 0) + so.shootout![side]).toBe(so.total[side]);
    expect(so.shots!.total).toEqual({ home: 30, away: 29 });
    const reg = lineScore(regulationBox(fixedIds), 'REG');
    expect(reg.periods.map((p) => p.label)).toEqual(['1', '2', '3']);
    expect([reg.shootout, reg.total, reg.shots!.total]).toEqual([null, { home: 4, away: 2 }, { home: 29, away: 28 }]);
    expect(lineScore(playoffBox(fixedIds), 'OT').periods.map((p) => p.label)).toEqual(['1', '2', '3', 'OT', '2OT']);
  });

  it('a shutout: the winner’s only goalie and no goal against', () => {
    expect(isShutout(playoffBox(fixedIds), 0, 'OT')).toBe(true);
    expect(isShutout(playoffBox(fixedIds), 1, 'OT')).toBe(false);
    const reg = regulationBox(fixedIds);
    expect([0, 1, 2].map((i) => isShutout(reg, i, 'REG'))).toEqual([false, false, false]);
  });

  it('GAA with 2 decimals and SV% with 3, rounded once', () => {
    expect(goalsAgainstAverage(1, 2400)).toBe(1.5);
    expect(goalsAgainstAverage(3, 3510)).toBe(3.08);
    expect(goalsAgainstAverage(3, 5100)).toBe(2.12);
    expect(goalsAgainstAverage(0, 5250)).toBe(0);
    expect(goalsAgainstAverage(0, 0)).toBeNull();
    expect(savePercentage(16, 17)).toBe(0.941);
    expect(savePercentage(53, 58)).toBe(0.914);
    expect(savePercentage(0, 0)).toBeNull();
    expect([formatSavePercentage(0.915), formatSavePercentage(1), formatSavePercentage(null)]).toEqual(['.915', '1.000', '—']);
  });

  it('clock readings', () => {
    expect([parseClock('05:12'), parseClock('112:31'), parseClock('5:60'), parseClock('x')]).toEqual([312, 6751, null, null]);
    expect([formatClock(312), formatClock(3900)]).toEqual(['05:12', '65:00']);
    expect([periodLabel(3), periodLabel(4), periodLabel(6)]).toEqual(['3', 'OT', '3OT']);
  });
});
