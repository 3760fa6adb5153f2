import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { OfficialGameSheet } from '#shared/schemas/official-game-sheet';
import { parseHockeytechGameSummary } from '#server/import/adapters/hockeytech-game-summary';
import { parseNhlGamecenter } from '#server/import/adapters/nhl-gamecenter';
import { sheetDifferences } from '#server/import/official-sheet-check';
import { officialFixtures } from './official-fixtures';

const nhl = officialFixtures('nhl').map((f) => ({ name: f.name, sheet: parseNhlGamecenter(f.json) }));
const hockeytech = officialFixtures('hockeytech').map((f) => ({ name: f.name, sheet: parseHockeytechGameSummary(f.json) }));

type Game = { name: string; sheet: OfficialGameSheet };
const having = (games: Game[], test: (sheet: OfficialGameSheet) => boolean) => games.filter((g) => test(g.sheet)).map((g) => g.name);
const sides = ['home', 'away'] as const;
const goaliesOfSide = (s: OfficialGameSheet, side: 'home' | 'away') =>
  new Set((s.goalieStints ?? []).filter((t) => t.side === side).map((t) => t.goalieId));
const benchInfractions = (s: OfficialGameSheet) => s.penalties.filter((p) => p.playerId === null).map((p) => p.infraction);

// Issue 26: the corpus must hold every case below, found by reading the parsed sheets, in both formats
// where the format can state it.
describe('the recorded corpus covers', () => {
  it('bench penalties with no penalised player: too many men, delay by the bench, a failed challenge', () => {
    const nhlBench = new Set(nhl.flatMap((g) => benchInfractions(g.sheet)));
    expect([...nhlBench]).toEqual(expect.arrayContaining(['too-many-men-on-the-ice', 'delaying-game-unsuccessful-challenge', 'bench']));
    expect(new Set(hockeytech.flatMap((g) => benchInfractions(g.sheet)))).toContain('Too Many Men');
  });

  it('no goalie decision on the sheet, and goalies splitting a game', () => {
    const undecided = (s: OfficialGameSheet) => s.goalieLines !== null && !s.goalieLines.some((g) => g.decision);
    expect(having(hockeytech, undecided)).toEqual(['whl-1021300-gamesummary']);
    const split = (s: OfficialGameSheet) => sides.some((side) => goaliesOfSide(s, side).size > 1);
    expect(having(nhl, split).length).toBeGreaterThan(3);
    expect(having(hockeytech, split).length).toBeGreaterThan(3);
  });

  it('empty-net goals that are also short-handed or on the power play', () => {
    const enWith = (strength: 'PP' | 'SH') => (s: OfficialGameSheet) => s.goals.some((g) => g.emptyNet && g.strength === strength);
    expect(having(nhl, enWith('SH'))).not.toEqual([]);
    expect(having(nhl, enWith('PP'))).not.toEqual([]);
    expect(having(hockeytech, enWith('SH'))).not.toEqual([]);
  });

  it('an empty-net goal the sheet does not flag while its goalie log has the net empty', () => {
    const unflagged = (s: OfficialGameSheet) => sheetDifferences(s).some((d) => d.startsWith('EN unflagged'));
    expect(having(hockeytech, unflagged).length).toBeGreaterThanOrEqual(2);
  });

  it("team shots by period one off the goalies' shots against", () => {
    const oneOff = (s: OfficialGameSheet) => sheetDifferences(s).some((d) => /goalies faced/.test(d));
    expect(having(hockeytech, oneOff).length).toBeGreaterThanOrEqual(2);
  });

  it('penalty shots scored and stopped', () => {
    for (const games of [nhl, hockeytech]) {
      expect(having(games, (s) => s.penaltyShots.some((p) => p.scored))).not.toEqual([]);
      expect(having(games, (s) => s.penaltyShots.some((p) => !p.scored))).not.toEqual([]);
    }
  });

  it('shootouts and overtime', () => {
    for (const games of [nhl, hockeytech]) {
      expect(having(games, (s) => s.game.lastPeriod === 'SO' && s.shootout.length > 0).length).toBeGreaterThan(2);
      expect(having(games, (s) => s.game.lastPeriod === 'OT').length).toBeGreaterThan(2);
    }
  });

  it('a shared shutout: two goalies of one team, no goal against either', () => {
    const shared = (s: OfficialGameSheet) =>
      sides.some((side) => {
        const goalies = (s.goalieLines ?? []).filter((g) => g.side === side && (g.toiSeconds ?? 0) > 0);
        return goalies.length === 2 && goalies.every((g) => g.goalsAgainst === 0);
      });
    expect(having(hockeytech, shared)).toEqual(['whl-1022070-gamesummary']);
  });

  it('plus/minus, shots on goal and goalie time on ice as the lines print them', () => {
    for (const { sheet } of hockeytech) {
      expect(sheet.skaterLines!.every((l) => l.plusMinus !== null && l.shots !== null)).toBe(true);
      expect(sheet.goalieLines!.some((g) => (g.toiSeconds ?? 0) > 0)).toBe(true);
    }
  });
});

describe('bad input', () => {
  it('is refused with the path of what is wrong, not a crash', () => {
    expect(() => parseNhlGamecenter({ id: 'x' })).toThrow(ZodError);
    expect(() => parseHockeytechGameSummary({ GC: { Gamesummary: { meta: {} } } })).toThrow(ZodError);
  });
});
