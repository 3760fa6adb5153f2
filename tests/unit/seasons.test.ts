import { describe, expect, it } from 'vitest';
import {
  currentSeasonStartYear,
  findSeasonFor,
  isCurrentYear,
  parseSeasonKey,
  SEASON_TYPES,
  seasonKey,
  seasonName,
  seasonYearLabel,
  standingsYears,
  type SeasonLike,
} from '#shared/domain/standings/seasons';

describe('season labels', () => {
  it('formats the year span', () => {
    expect(seasonYearLabel(2024)).toBe('2024-25');
    expect(seasonYearLabel(2009)).toBe('2009-10');
    expect(seasonYearLabel(1999)).toBe('1999-00');
  });

  it('names seasons by type', () => {
    expect(SEASON_TYPES).toEqual(['preseason', 'regular', 'playoffs']);
    expect(seasonName(2024, 'regular')).toBe('2024-25 Regular Season');
    expect(seasonName(2024, 'preseason')).toBe('2024-25 Preseason');
    expect(seasonName(2023, 'playoffs')).toBe('2023-24 Playoffs');
  });

  it('builds and parses the stored {year}-{type} key', () => {
    expect(seasonKey(2024, 'playoffs')).toBe('2024-playoffs');
    expect(parseSeasonKey('2024-regular')).toEqual({ year: 2024, type: 'regular' });
    expect(parseSeasonKey('2024-finals')).toBeNull();
    expect(parseSeasonKey(null)).toBeNull();
  });
});

describe('standingsYears', () => {
  it('runs from 2019 to next year', () => {
    const years = standingsYears(new Date(2025, 4, 1));
    expect(years[0]).toBe(2019);
    expect(years.at(-1)).toBe(2026);
    expect(years).toHaveLength(8);
  });

  // Issue 39 item 7: the current mark is on the season under way, which in May 2025 is 2024-25.
  it('marks the season under way as current: July to June', () => {
    expect(isCurrentYear(2024, new Date(2025, 4, 1))).toBe(true);
    expect(isCurrentYear(2025, new Date(2025, 4, 1))).toBe(false);
    expect(isCurrentYear(2025, new Date(2025, 6, 1))).toBe(true);
    expect(isCurrentYear(2026, new Date(2026, 11, 8))).toBe(true);
    expect(currentSeasonStartYear(new Date(2027, 2, 1))).toBe(2026);
  });
});

describe('findSeasonFor', () => {
  const seasons: SeasonLike[] = [
    { id: 1, leagueId: 1, name: '2024-25 Preseason' },
    { id: 2, leagueId: 1, name: '2024-25 Regular Season' },
    { id: 3, leagueId: 1, name: '2024-25 Playoffs' },
    { id: 4, leagueId: 2, name: '2024-25 Regular Season' },
    { id: 5, leagueId: 1, name: '2023-24 Regular Season' },
    { id: 6, leagueId: 3, name: '2024-2025 regular season (Group A)' },
    { id: 7, leagueId: 4, name: 'Anything', seasonType: '2024-regular' },
    { id: 8, leagueId: 4, name: '2024-25 Regular Season', seasonType: '2023-regular' },
    { id: 9, leagueId: 5, name: 'Spring', year: 2024, seasonType: 'playoffs' },
  ];

  it('matches league, year and type by name prefix', () => {
    expect(findSeasonFor(seasons, 1, 2024, 'regular')?.id).toBe(2);
    expect(findSeasonFor(seasons, 1, 2024, 'preseason')?.id).toBe(1);
    expect(findSeasonFor(seasons, 1, 2024, 'playoffs')?.id).toBe(3);
    expect(findSeasonFor(seasons, 2, 2024, 'regular')?.id).toBe(4);
    expect(findSeasonFor(seasons, 1, 2023, 'regular')?.id).toBe(5);
  });

  it('accepts a string league id and full year spans, case-insensitively', () => {
    expect(findSeasonFor(seasons, '1', 2024, 'regular')?.id).toBe(2);
    expect(findSeasonFor(seasons, 3, 2024, 'regular')?.id).toBe(6);
  });

  it('prefers structured season type fields over the name', () => {
    expect(findSeasonFor(seasons, 4, 2024, 'regular')?.id).toBe(7);
    expect(findSeasonFor(seasons, 4, 2023, 'regular')?.id).toBe(8);
    expect(findSeasonFor(seasons, 5, 2024, 'playoffs')?.id).toBe(9);
    expect(findSeasonFor(seasons, 5, 2024, 'regular')).toBeNull();
  });

  it('returns null when nothing matches', () => {
    expect(findSeasonFor(seasons, 1, 2022, 'regular')).toBeNull();
    expect(findSeasonFor(seasons, 99, 2024, 'regular')).toBeNull();
    expect(findSeasonFor([], 1, 2024, 'regular')).toBeNull();
    expect(findSeasonFor([{ id: 1, leagueId: null, name: '2024-25 Regular Season' }], 1, 2024, 'regular')).toBeNull();
  });
});
