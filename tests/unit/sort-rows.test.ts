import { describe, expect, it } from 'vitest';
import { nextSortState, sortRows } from '#client/lib/sort-rows';

type Row = { name: string; points: number | null; gaa: number | null };
const rows: Row[] = [
  { name: 'Émile Ödegaard', points: 10, gaa: 2.5 },
  { name: 'aaron Berg', points: 30, gaa: null },
  { name: 'Zed Young', points: 10, gaa: 1.98 },
  { name: 'Bo Ek', points: null, gaa: 3.1 },
];

describe('sortRows (stats tables)', () => {
  it('sorts numbers high first and keeps the arrival order of ties (stable)', () => {
    expect(sortRows(rows, (r) => r.points, 'desc').map((r) => r.name)).toEqual(['aaron Berg', 'Émile Ödegaard', 'Zed Young', 'Bo Ek']);
  });
  it('sinks rows without a value in both directions', () => {
    expect(sortRows(rows, (r) => r.gaa, 'asc').map((r) => r.gaa)).toEqual([1.98, 2.5, 3.1, null]);
    expect(sortRows(rows, (r) => r.gaa, 'desc').map((r) => r.gaa)).toEqual([3.1, 2.5, 1.98, null]);
  });
  it('sorts names case- and accent-insensitively', () => {
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual(['aaron Berg', 'Bo Ek', 'Émile Ödegaard', 'Zed Young']);
  });
  it('does not change the input array', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.points, 'asc');
    expect(rows).toEqual(copy);
  });
});

describe('nextSortState', () => {
  it('starts a new column in its natural direction and flips the active one', () => {
    expect(nextSortState(null, 'gaa', 'asc')).toEqual({ key: 'gaa', direction: 'asc' });
    expect(nextSortState({ key: 'gaa', direction: 'asc' }, 'gaa', 'asc')).toEqual({ key: 'gaa', direction: 'desc' });
    expect(nextSortState({ key: 'gaa', direction: 'asc' }, 'points', 'desc')).toEqual({ key: 'points', direction: 'desc' });
  });
});
