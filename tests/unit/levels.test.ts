import { describe, expect, it } from 'vitest';
import {
  ADMIN_LEVEL_GROUPS,
  adminLevelGroup,
  compareLevels,
  isDefaultOpenGroup,
  isLeagueLevel,
  LEAGUE_LEVELS,
  LEVEL_DISPLAY_ORDER,
  levelLabel,
  TEAM_LEVEL_GROUPS,
  teamLevelGroup,
} from '#shared/domain/directory/levels';
import { sortGroupsNhlFirst } from '#shared/domain/directory/league-order';

describe('league levels', () => {
  it('lists stored levels and display order', () => {
    expect(LEAGUE_LEVELS).toEqual(['professional', 'iihf', 'junior', 'amateur', 'youth', 'collegiate']);
    expect(LEVEL_DISPLAY_ORDER).toEqual(['professional', 'iihf', 'junior', 'amateur', 'youth', 'collegiate', 'other']);
    expect(isLeagueLevel('iihf')).toBe(true);
    expect(isLeagueLevel('IIHF')).toBe(false);
  });

  it('labels levels, unknown as Other', () => {
    expect(levelLabel('iihf')).toBe('International');
    expect(levelLabel('professional')).toBe('Professional');
    expect(levelLabel('collegiate')).toBe('College');
    expect(levelLabel('beer-league')).toBe('Other');
    expect(levelLabel(null)).toBe('Other');
  });

  it('sorts by display order with collegiate just before other', () => {
    const input = ['youth', null, 'collegiate', 'iihf', 'amateur', 'professional', 'junior'];
    expect([...input].sort(compareLevels)).toEqual(['professional', 'iihf', 'junior', 'amateur', 'youth', 'collegiate', null]);
  });
});

describe('teamLevelGroup', () => {
  it.each([
    ['National Hockey League', 'Professional'],
    ['American Hockey League', 'Professional'],
    ['Kontinental Hockey League', 'Professional'],
    ['Some Unknown League', 'Professional'],
    ['Federal Prospects Semi-Pro League', 'Semi-Professional'],
    ['Southern Semi Professional Hockey', 'Semi-Professional'],
    ['IIHF World Championship', 'International'],
    ['World Junior Championship', 'International'],
    ['Olympic Ice Hockey Tournament', 'International'],
    ['Swiss National Team Series', 'International'],
    ['NCAA Division I', 'College'],
    ['U Sports Men’s Hockey', 'College'],
    ['Atlantic University Sport', 'College'],
    ['Ontario Hockey League', 'Junior'],
    ['Quebec Major Junior Hockey League', 'Junior'],
    ['USHL', 'Junior'],
    ['Swedish J20 / U20 Nationell', 'Junior'],
    ['Finnish Jr. A League', 'Junior'],
    ['Minnesota High School League', 'High School'],
    ['New England Prep School League', 'High School'],
    ['Toronto Minor Hockey League', 'Youth Hockey'],
    ['Bantam AAA Circuit', 'Youth Hockey'],
    ['Quebec International Pee-Wee Tournament', 'International'],
    ['Pee Wee Development League', 'Youth Hockey'],
    ['U14 Elite', 'Youth Hockey'],
  ])('%s -> %s', (name, group) => {
    expect(teamLevelGroup(name)).toBe(group);
  });

  it('sends missing names to Professional', () => {
    expect(teamLevelGroup(null)).toBe('Professional');
    expect(teamLevelGroup('')).toBe('Professional');
  });

  it('does not match keywords inside words', () => {
    // "pro" inside "Provincial" and "jr" inside nothing: still the Professional default, not Junior.
    expect(teamLevelGroup('Provincial Senior League')).toBe('Professional');
    expect(teamLevelGroup('Dominor League')).toBe('Professional');
  });

  it('exports the groups in display order', () => {
    expect(TEAM_LEVEL_GROUPS).toEqual([
      'Professional',
      'Semi-Professional',
      'International',
      'College',
      'Junior',
      'High School',
      'Youth Hockey',
    ]);
  });
});

describe('adminLevelGroup', () => {
  it('maps stored levels onto the admin categories', () => {
    expect(adminLevelGroup('professional')).toBe('Professional');
    expect(adminLevelGroup('iihf')).toBe('International');
    expect(adminLevelGroup('junior')).toBe('Junior');
    expect(adminLevelGroup('collegiate')).toBe('College');
    expect(adminLevelGroup('youth')).toBe('Youth Hockey');
    expect(adminLevelGroup('amateur')).toBe('Other');
    expect(adminLevelGroup(null)).toBe('Other');
    expect(adminLevelGroup(undefined)).toBe('Other');
    expect(ADMIN_LEVEL_GROUPS).toEqual(['Professional', 'Junior', 'International', 'College', 'Youth Hockey', 'Other']);
  });
});

describe('collapsible groups', () => {
  it('opens the §4 groups by default', () => {
    expect(isDefaultOpenGroup('league', 'National Hockey League')).toBe(true);
    expect(isDefaultOpenGroup('country', 'United States')).toBe(true);
    expect(isDefaultOpenGroup('country', 'Canada')).toBe(true);
    expect(isDefaultOpenGroup('level', 'Professional')).toBe(true);
  });

  it('keeps every other group closed, including right name on wrong tab', () => {
    expect(isDefaultOpenGroup('league', 'American Hockey League')).toBe(false);
    expect(isDefaultOpenGroup('country', 'Sweden')).toBe(false);
    expect(isDefaultOpenGroup('level', 'Junior')).toBe(false);
    expect(isDefaultOpenGroup('league', 'Canada')).toBe(false);
    expect(isDefaultOpenGroup('country', 'Professional')).toBe(false);
  });

  it('sorts the NHL first, then alphabetically', () => {
    const names = ['Swedish Hockey League', 'american hockey league', 'National Hockey League', 'ECHL'];
    expect(sortGroupsNhlFirst(names)).toEqual(['National Hockey League', 'american hockey league', 'ECHL', 'Swedish Hockey League']);
    expect(names[0]).toBe('Swedish Hockey League'); // input untouched
    expect(sortGroupsNhlFirst(['B', 'A'])).toEqual(['A', 'B']);
    expect(sortGroupsNhlFirst([])).toEqual([]);
  });
});
