import { describe, expect, it } from 'vitest';
import { stepIndex } from '#client/lib/list-navigation';

describe('stepIndex (combobox arrow keys)', () => {
  it('enters the list at the first option going down and the last going up', () => {
    expect(stepIndex(-1, 1, 5)).toBe(0);
    expect(stepIndex(-1, -1, 5)).toBe(4);
  });
  it('moves one step and wraps at both ends', () => {
    expect(stepIndex(1, 1, 5)).toBe(2);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
  });
  it('recovers from a stale index after the list shrank, and has nothing to highlight in an empty list', () => {
    expect(stepIndex(7, 1, 3)).toBe(0);
    expect(stepIndex(7, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(-1);
  });
});
