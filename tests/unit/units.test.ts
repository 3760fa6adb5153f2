import { describe, expect, it } from 'vitest';
import { ageFrom, cmToFeetInches, formatAge, formatHeight, formatWeight, kgToLbs, MISSING_VALUE } from '#shared/domain/directory/units';

describe('height', () => {
  it('converts cm to feet and inches', () => {
    expect(cmToFeetInches(185)).toEqual({ feet: 6, inches: 1 });
    expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 11 });
    expect(cmToFeetInches(152.4)).toEqual({ feet: 5, inches: 0 });
  });

  it('never produces 12 inches', () => {
    // 182.8 cm = 71.97 in; rounding inches alone would give 5'12".
    expect(cmToFeetInches(182.8)).toEqual({ feet: 6, inches: 0 });
  });

  it('formats height with both units', () => {
    expect(formatHeight(185)).toBe(`6'1" (185\u00a0cm)`);
    expect(formatHeight(203)).toBe(`6'8" (203\u00a0cm)`);
  });

  it('treats missing or non-positive heights as unknown', () => {
    for (const v of [null, undefined, 0, -5, Number.NaN]) {
      expect(cmToFeetInches(v)).toBeNull();
      expect(formatHeight(v)).toBe(MISSING_VALUE);
    }
    expect(MISSING_VALUE).toBe('—');
  });
});

describe('weight', () => {
  it('converts kg to rounded lbs', () => {
    expect(kgToLbs(88)).toBe(194);
    expect(kgToLbs(100)).toBe(220);
    expect(kgToLbs(null)).toBeNull();
    expect(kgToLbs(undefined)).toBeNull();
  });

  it('formats weight with both units', () => {
    expect(formatWeight(88)).toBe('194\u00a0lbs (88\u00a0kg)');
    expect(formatWeight(null)).toBe('—');
    expect(formatWeight(0)).toBe('—');
  });
});

describe('ageFrom', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025, local

  it('counts whole years once the birthday has passed', () => {
    expect(ageFrom('2000-01-01', today)).toBe(25);
    expect(ageFrom('2000-06-15', today)).toBe(25);
  });

  it('subtracts one before this year’s birthday', () => {
    expect(ageFrom('2000-06-16', today)).toBe(24);
    expect(ageFrom('2000-12-31', today)).toBe(24);
  });

  it('handles 29 February birthdays in non-leap years', () => {
    expect(ageFrom('2004-02-29', new Date(2025, 1, 28))).toBe(20);
    expect(ageFrom('2004-02-29', new Date(2025, 2, 1))).toBe(21);
  });

  it('accepts an ISO timestamp by its date part', () => {
    expect(ageFrom('2000-01-01T00:00:00.000Z', today)).toBe(25);
  });

  it('returns null for missing, malformed, impossible or future dates', () => {
    expect(ageFrom(null, today)).toBeNull();
    expect(ageFrom(undefined, today)).toBeNull();
    expect(ageFrom('', today)).toBeNull();
    expect(ageFrom('not a date', today)).toBeNull();
    expect(ageFrom('2001-02-30', today)).toBeNull();
    expect(ageFrom('2030-01-01', today)).toBeNull();
  });

  it('defaults today to now', () => {
    const tenYearsAgo = new Date();
    tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10, 0, 1);
    const iso = `${tenYearsAgo.getFullYear()}-01-01`;
    expect(ageFrom(iso)).toBe(10);
  });

  it('formats age with a placeholder', () => {
    expect(formatAge('2000-01-01', today)).toBe('25');
    expect(formatAge(null, today)).toBe('—');
  });
});
