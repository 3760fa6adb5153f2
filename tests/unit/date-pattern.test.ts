import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, type DatePattern } from '#shared/domain/dates/date-pattern';

const PATTERNS: DatePattern[] = [
  'yyyy-MM-dd',
  'EEEE, MMMM d, yyyy',
  'EEE, MMM d, yyyy',
  'EEE, MMM d',
  'EEE',
  'MMMM d, yyyy',
  'MMM d, yyyy',
  'MMM d',
  'MMMM yyyy',
  'MMMM',
  'h:mm a',
  'HH:mm',
];

describe('formatDate (the pages’ date patterns without date-fns)', () => {
  it("reads exactly as date-fns' format on every day of a leap year, for every pattern", () => {
    for (let day = new Date(2024, 0, 1); day.getFullYear() === 2024; day.setDate(day.getDate() + 1)) {
      for (const pattern of PATTERNS) expect(formatDate(day, pattern)).toBe(format(day, pattern));
    }
  });

  it('reads as date-fns at every minute of a day (12-hour clock, midnight and noon)', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const at = new Date(2025, 2, 9, Math.floor(minute / 60), minute % 60);
      for (const pattern of ['h:mm a', 'HH:mm'] as const) expect(formatDate(at, pattern)).toBe(format(at, pattern));
    }
  });

  it('pads years, months and days as date-fns does', () => {
    const early = new Date(2000, 0, 1);
    early.setFullYear(987);
    for (const pattern of PATTERNS) expect(formatDate(early, pattern)).toBe(format(early, pattern));
    expect(formatDate(new Date(2025, 10, 3), 'yyyy-MM-dd')).toBe('2025-11-03');
    expect(formatDate(new Date(2025, 10, 3), 'EEE, MMM d')).toBe('Mon, Nov 3');
  });
});
