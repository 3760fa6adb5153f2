import { describe, expect, it } from 'vitest';
import { OfficialGameSheet } from '#shared/schemas/official-game-sheet';
import { parseHockeytechGameSummary } from '#server/import/adapters/hockeytech-game-summary';
import { parseNhlGamecenter } from '#server/import/adapters/nhl-gamecenter';
import { sheetDifferences } from '#server/import/official-sheet-check';
import { tallySheet } from '#server/import/official-sheet-tally';
import { officialFixtures } from './official-fixtures';

const nhl = officialFixtures('nhl').map((f) => ({ ...f, sheet: parseNhlGamecenter(f.json) }));
const hockeytech = officialFixtures('hockeytech').map((f) => ({ ...f, sheet: parseHockeytechGameSummary(f.json) }));

/**
 * Where a recorded sheet contradicts itself, by file. Everything not listed must add up exactly.
 * NHL: the play-by-play's shot events against the team's stated shots on goal.
 * HockeyTech: a shootout's deciding goal is in the team's total shots but in no period; a stopped
 * penalty shot is in the team's shots but in no goalie's shots against; a penalty that awarded a
 * penalty shot keeps its minutes on the penalty list but not on the player's line; three empty-net
 * goals are not flagged empty-net while the goalie log has the net empty; one player's +/- line
 * misses a goal he is listed on the ice for.
 */
const KNOWN: Record<string, string[]> = {
  '2024020770-play-by-play': ['shots away: periods add to 33, total says 32'],
  '2025021123-play-by-play': ['shots home: periods add to 25, total says 24'],
  'whl-1020279-gamesummary': ['shots home: 31 by period with 0 into an empty net, goalies faced 30', 'PIM away 28131: events 2, line 0'],
  'whl-1021354-gamesummary': ['shots away: periods add to 38, total says 39'],
  'whl-1021400-gamesummary': ['shots home: periods add to 30, total says 31'],
  'whl-1021682-gamesummary': ['shots away: 35 by period with 0 into an empty net, goalies faced 34'],
  'whl-1021725-gamesummary': ['shots home: periods add to 39, total says 40'],
  'whl-1021921-gamesummary': ['shots home: 42 by period with 0 into an empty net, goalies faced 41'],
  'whl-1022142-gamesummary': ['EN unflagged: home goal P3 17:12, no goalie in net'],
  'whl-1022211-gamesummary': ['EN unflagged: home goal P3 16:06, no goalie in net'],
  'whl-1022494-gamesummary': ['shots home: periods add to 40, total says 41'],
  'whl-1022559-gamesummary': ['+/- home 29627: events 1, line 0'],
};

describe('the recorded corpus', () => {
  it('holds at least 20 NHL games and 20 junior (WHL) games', () => {
    expect(nhl.length).toBeGreaterThanOrEqual(20);
    expect(hockeytech.length).toBeGreaterThanOrEqual(20);
  });

  it('lists known differences only for files that exist', () => {
    const names = new Set([...nhl, ...hockeytech].map((f) => f.name));
    expect(Object.keys(KNOWN).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe.each([
  ['NHL game centre', nhl],
  ['HockeyTech game summary', hockeytech],
])('%s adapter', (_label, games) => {
  it.each(games.map((g) => [g.name, g] as const))('%s: parses into a valid official sheet', (_name, game) => {
    expect(OfficialGameSheet.safeParse(game.sheet).success).toBe(true);
    expect(game.sheet.players.length).toBeGreaterThan(30);
    expect(game.sheet.teams.map((t) => t.side)).toEqual(['home', 'away']);
  });

  it.each(games.map((g) => [g.name, g] as const))(
    '%s: events add up to the printed lines and totals, apart from its known differences',
    (name, game) => {
      expect(sheetDifferences(game.sheet)).toEqual(KNOWN[name] ?? []);
    },
  );
});

describe('per-player lines of the HockeyTech sheets', () => {
  it.each(hockeytech.map((g) => [g.name, g] as const))('%s: every skater and goalie line is compared', (_n, game) => {
    const { skaterLines, goalieLines, goals } = game.sheet;
    for (const side of ['home', 'away'] as const) {
      expect(skaterLines!.filter((l) => l.side === side).length).toBeGreaterThan(10);
      expect(goalieLines!.filter((l) => l.side === side).length).toBeGreaterThan(0);
    }
    const tally = tallySheet(game.sheet);
    const pointsOnLines = [...skaterLines!, ...goalieLines!].reduce((n, l) => n + l.goals + l.assists, 0);
    const pointsFromGoals = goals.reduce((n, g) => n + 1 + g.assistIds.length, 0);
    expect(pointsOnLines).toBe(pointsFromGoals);
    expect([...tally.goalsAgainst.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(goals.length);
  });
});
