import { describe, expect, it } from 'vitest';
import { boxScoreIssues } from '#shared/domain/box-score/box-score-rules';
import { boxScoreWarnings } from '#shared/domain/box-score/box-score-warnings';
import type { OfficialGameSheet } from '#shared/schemas/official-game-sheet';
import { parseNhlGamecenter } from '#server/import/adapters/nhl-gamecenter';
import { sheetToBoxScore } from '#server/import/sheet-to-box-score';
import { officialFixtures } from './official-fixtures';

// Issue 26: a play-by-play alone (no box score file) still gives every goalie who played his line
// when goalies changed mid-game: shots against from the shot events that name him, goals against
// from the stints, minutes from the stints, the decision left to the stints' derivation.
const games = officialFixtures('nhl')
  .map((f) => ({ name: f.name, sheet: parseNhlGamecenter(f.json) }))
  .filter(({ sheet }) => (['home', 'away'] as const).some((side) => goaliesIn(sheet, side).length > 1));

function goaliesIn(sheet: OfficialGameSheet, side: 'home' | 'away') {
  return [...new Set((sheet.goalieStints ?? []).filter((s) => s.side === side).map((s) => s.goalieId))];
}

/** Shots on goal the feed itself names against a goalie (goal and shot-on-goal events, shootout apart). */
function namedShots(raw: unknown, goalieId: string) {
  const plays = (
    raw as { plays: { typeDescKey: string; periodDescriptor: { periodType: string }; details?: { goalieInNetId?: number } }[] }
  ).plays;
  return plays.filter(
    (p) =>
      p.periodDescriptor.periodType !== 'SO' &&
      (p.typeDescKey === 'goal' || p.typeDescKey === 'shot-on-goal') &&
      String(p.details?.goalieInNetId) === goalieId,
  ).length;
}

describe('NHL play-by-play only: goalie lines when goalies changed', () => {
  it('the corpus has such games: a goalie pulled for another (2024020149) and both teams changing (2025010027)', () => {
    expect(games.map((g) => g.name)).toEqual(expect.arrayContaining(['2024020149-play-by-play', '2025010027-play-by-play']));
  });

  it.each(games.map((g) => [g.name, g] as const))(
    '%s: every goalie in net has a line that adds up and passes the rules',
    (name, { sheet }) => {
      const raw = officialFixtures('nhl').find((f) => f.name === name)!.json;
      const ids = new Map(sheet.players.map((p, i) => [p.externalId, i + 1]));
      const box = sheetToBoxScore(sheet, ids);
      for (const side of ['home', 'away'] as const) {
        const inNet = goaliesIn(sheet, side);
        const lines = box.goalies.filter((g) => g.team === side);
        expect(lines.map((g) => g.playerId).sort()).toEqual(inNet.map((id) => ids.get(id)!).sort());
        for (const goalie of inNet) {
          const line = lines.find((g) => g.playerId === ids.get(goalie))!;
          expect(line.shotsAgainst).toBe(namedShots(raw, goalie));
          const beaten = sheet.goals.filter((g) => g.side !== side && g.goalieId === goalie).length;
          expect(line.goalsAgainst).toBe(beaten);
          expect(line.saves).toBe(line.shotsAgainst - line.goalsAgainst);
          expect(line.timeOnIce).toMatch(/^\d+:\d\d$/);
        }
      }
      const game = { ...box.result, seasonType: 'regular' as const };
      expect(boxScoreIssues(box, game)).toEqual([]);
      // Only the feed's own shot-count slips (tests/unit/official-game-sheets.test.ts) may be warned about.
      expect(boxScoreWarnings(box, game, box.result.outcome).filter((w) => !/shots/.test(w.message))).toEqual([]);
    },
  );
});
