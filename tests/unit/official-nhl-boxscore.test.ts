import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseNhlBoxscoreLines } from '#server/import/adapters/nhl-boxscore';
import { parseNhlGamecenter } from '#server/import/adapters/nhl-gamecenter';
import { officialFixtures } from './official-fixtures';

const [box] = officialFixtures('nhl-boxscore');
const [playByPlay] = officialFixtures('nhl');
const lines = parseNhlBoxscoreLines(box.json);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

// The only public NHL box score found (a different game from the play-by-play corpus): its printed
// lines are read whole and must add up to the totals the same file prints.
describe('the NHL box score lines', () => {
  it('reads every skater and goalie with TOI, +/- and shots as printed', () => {
    expect(lines.skaterLines).toHaveLength(36);
    expect(lines.goalieLines).toHaveLength(4);
    expect(lines.skaterLines.every((l) => l.toiSeconds! > 0 && l.shots !== null && l.plusMinus !== null)).toBe(true);
    const decisions = lines.goalieLines.map((g) => g.decision);
    expect(decisions.filter((d) => d === 'W')).toHaveLength(1);
    expect(decisions.filter((d) => d === 'L')).toHaveLength(1);
    expect(decisions.filter((d) => d === null)).toHaveLength(2);
  });

  it.each(['home', 'away'] as const)('%s: skaters add up to the team score and shots on goal', (side) => {
    const skaters = lines.skaterLines.filter((l) => l.side === side);
    expect(sum(skaters.map((l) => l.goals))).toBe(lines.totals[side].score);
    expect(sum(skaters.map((l) => l.shots!))).toBe(lines.totals[side].shots);
  });

  it.each(['home', 'away'] as const)('%s: goalies are beaten as often as the other team scored', (side) => {
    const other = side === 'home' ? 'away' : 'home';
    const goalies = lines.goalieLines.filter((g) => g.side === side);
    for (const g of goalies) expect(g.shotsAgainst - g.goalsAgainst).toBe(g.saves);
    // A goal into an empty net counts for the shooter's team but against no goalie.
    expect(sum(goalies.map((g) => g.goalsAgainst))).toBeLessThanOrEqual(lines.totals[other].score);
    expect(lines.totals[other].shots - sum(goalies.map((g) => g.shotsAgainst))).toBe(
      lines.totals[other].score - sum(goalies.map((g) => g.goalsAgainst)),
    );
  });

  it('is refused next to the play-by-play of another game, and when malformed', () => {
    expect(() => parseNhlGamecenter(playByPlay.json, box.json)).toThrow(/box score is of game 2024020600/);
    expect(() => parseNhlBoxscoreLines({ id: 1 })).toThrow(ZodError);
  });
});
