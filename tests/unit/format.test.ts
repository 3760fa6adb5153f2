import { describe, expect, it } from 'vitest';
import { formatShortDate } from '#shared/domain/dates/date-only';
import { formatGameDate, formatGameTime, parseDateOnly, shiftDateOnly, toDateOnly } from '#shared/domain/dates/format';

describe('date-only helpers', () => {
  it('parses yyyy-MM-dd as a local date', () => {
    const d = parseDateOnly('2024-03-01');
    expect(d?.getFullYear()).toBe(2024);
    expect(d?.getMonth()).toBe(2);
    expect(d?.getDate()).toBe(1);
  });

  it('rejects impossible and malformed dates', () => {
    expect(parseDateOnly('2023-02-29')).toBeNull();
    expect(parseDateOnly('2024-13-01')).toBeNull();
    expect(parseDateOnly('03/01/2024')).toBeNull();
    expect(parseDateOnly(null)).toBeNull();
  });

  it('round-trips and shifts across month and year ends', () => {
    expect(toDateOnly(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(shiftDateOnly('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDateOnly('2024-12-31', 1)).toBe('2025-01-01');
    expect(shiftDateOnly('2025-01-01', -1)).toBe('2024-12-31');
    expect(shiftDateOnly('bad', 1)).toBeNull();
  });
});

describe('formatGameTime', () => {
  it('formats HH:mm and HH:mm:ss as 12-hour time', () => {
    expect(formatGameTime('19:00')).toBe('7:00 PM');
    expect(formatGameTime('07:30:00')).toBe('7:30 AM');
    expect(formatGameTime('00:05')).toBe('12:05 AM');
    expect(formatGameTime('19:00', 'HH:mm')).toBe('19:00');
  });

  it('returns an empty string for missing or invalid times', () => {
    expect(formatGameTime(null)).toBe('');
    expect(formatGameTime('')).toBe('');
    expect(formatGameTime('25:00')).toBe('');
    expect(formatGameTime('soon')).toBe('');
  });
});

describe('formatGameDate', () => {
  it('formats a date-only string', () => {
    expect(formatGameDate('2024-10-08')).toBe('Tuesday, October 8, 2024');
    expect(formatGameDate('2024-10-08', 'MMM d')).toBe('Oct 8');
    expect(formatGameDate(undefined)).toBe('');
  });
});

describe('formatShortDate (page titles, without date-fns)', () => {
  it("reads exactly as date-fns' MMM d, yyyy on every day of a leap year and across months", () => {
    for (let day = new Date(2024, 0, 1); day.getFullYear() === 2024; day.setDate(day.getDate() + 1)) {
      const value = toDateOnly(day);
      expect(formatShortDate(value)).toBe(formatGameDate(value, 'MMM d, yyyy'));
    }
    expect(formatShortDate('2025-11-03')).toBe('Nov 3, 2025');
  });

  it('is empty for missing or unreal dates', () => {
    for (const bad of [null, undefined, '', '2023-02-30', 'soon']) expect(formatShortDate(bad)).toBe('');
  });
});
