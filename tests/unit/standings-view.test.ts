import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STANDINGS_SORT,
  groupByConferenceDivision,
  MISSING_RANK,
  nextSort,
  sortStandings,
} from '#shared/domain/standings/standings';

describe('nextSort', () => {
  it('starts rank ascending and every other column descending', () => {
    expect(DEFAULT_STANDINGS_SORT).toEqual({ column: 'rank', direction: 'asc' });
    expect(nextSort(DEFAULT_STANDINGS_SORT, 'points')).toEqual({ column: 'points', direction: 'desc' });
    expect(nextSort({ column: 'points', direction: 'asc' }, 'wins')).toEqual({ column: 'wins', direction: 'desc' });
    expect(nextSort({ column: 'points', direction: 'desc' }, 'rank')).toEqual({ column: 'rank', direction: 'asc' });
    expect(nextSort(null, 'goalsFor')).toEqual({ column: 'goalsFor', direction: 'desc' });
  });

  it('toggles the same column', () => {
    const once = nextSort(DEFAULT_STANDINGS_SORT, 'rank');
    expect(once).toEqual({ column: 'rank', direction: 'desc' });
    expect(nextSort(once, 'rank')).toEqual({ column: 'rank', direction: 'asc' });
    const pts = nextSort(DEFAULT_STANDINGS_SORT, 'points');
    expect(nextSort(pts, 'points')).toEqual({ column: 'points', direction: 'asc' });
  });
});

describe('sortStandings', () => {
  const rows = [
    { id: 'a', rank: 2, points: 10, goalsAgainst: 5 },
    { id: 'b', rank: null, points: 12, goalsAgainst: 3 },
    { id: 'c', rank: 1, points: 10, goalsAgainst: 9 },
    { id: 'd', points: 3 },
  ];
  const ids = (r: ReadonlyArray<{ id: string }>) => r.map((x) => x.id);

  it('sorts rank with missing ranks as 999', () => {
    expect(MISSING_RANK).toBe(999);
    expect(ids(sortStandings(rows, 'rank', 'asc'))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortStandings(rows, 'rank', 'desc'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('sorts stats and breaks equal values by rank', () => {
    expect(ids(sortStandings(rows, 'points', 'desc'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(sortStandings(rows, 'points', 'asc'))).toEqual(['d', 'c', 'a', 'b']);
    expect(ids(sortStandings(rows, 'goalsAgainst', 'desc'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('does not mutate its input', () => {
    const copy = [...rows];
    sortStandings(rows, 'points', 'desc');
    expect(rows).toEqual(copy);
    expect(sortStandings([], 'rank', 'asc')).toEqual([]);
  });
});

describe('groupByConferenceDivision', () => {
  const row = (rank: number | null, conference?: string | null, division?: string | null) => ({
    rank,
    team: { conference, division },
  });

  it('groups by sorted conference and division, keeping rank order', () => {
    const rows = [
      row(4, 'Western', 'Pacific'),
      row(1, 'Eastern', 'Metropolitan'),
      row(3, 'Western', 'Central'),
      row(2, 'Eastern', 'Atlantic'),
      row(5, 'Eastern', 'Atlantic'),
      row(6, 'Western', 'Central'),
    ];
    const groups = groupByConferenceDivision(rows);
    expect(groups.map((g) => g.conference)).toEqual(['Eastern', 'Western']);
    expect(groups[0].divisions.map((d) => d.division)).toEqual(['Atlantic', 'Metropolitan']);
    expect(groups[0].divisions[0].rows.map((r) => r.rank)).toEqual([2, 5]);
    expect(groups[1].divisions.map((d) => d.division)).toEqual(['Central', 'Pacific']);
    expect(groups[1].divisions[0].rows.map((r) => r.rank)).toEqual([3, 6]);
  });

  it('puts missing conference or division under Other, last', () => {
    const groups = groupByConferenceDivision([
      row(3, null, null),
      row(1, 'Eastern', ''),
      row(2, 'Eastern', 'Atlantic'),
      { rank: 4, team: null },
      row(null, ' '),
    ]);
    expect(groups.map((g) => g.conference)).toEqual(['Eastern', 'Other']);
    expect(groups[0].divisions.map((d) => d.division)).toEqual(['Atlantic', 'Other']);
    expect(groups[1].divisions).toHaveLength(1);
    expect(groups[1].divisions[0].rows.map((r) => r.rank)).toEqual([3, 4, null]);
  });

  it('returns nothing for no rows', () => {
    expect(groupByConferenceDivision([])).toEqual([]);
  });
});
