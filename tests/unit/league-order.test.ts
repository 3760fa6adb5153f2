import { describe, expect, it } from 'vitest';
import { compareLeagues, isNhlLeague } from '#shared/domain/directory/league-order';

// §4 (issue 39 item 8): the one rule every league list and select uses.
describe('league order', () => {
  const leagues = [
    { name: 'American Hockey League', shortName: 'AHL' },
    { name: 'Ängelholm Cup', shortName: null },
    { name: 'National Hockey League', shortName: 'NHL' },
    { name: 'ECHL' },
  ];
  it('knows the NHL by name or short name', () => {
    expect(isNhlLeague({ name: 'NHL' })).toBe(true);
    expect(isNhlLeague({ name: 'The League', shortName: 'nhl' })).toBe(true);
    expect(isNhlLeague({ name: 'National Hockey League ' })).toBe(true);
    expect(isNhlLeague({ name: 'American Hockey League', shortName: 'AHL' })).toBe(false);
  });
  it('sorts the NHL first, the rest A-Z, accent-aware', () => {
    expect([...leagues].sort(compareLeagues).map((l) => l.name)).toEqual([
      'National Hockey League',
      'American Hockey League',
      'Ängelholm Cup',
      'ECHL',
    ]);
  });
});
