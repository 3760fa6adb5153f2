import { describe, expect, it } from 'vitest';
import { skeletonCount } from '#client/lib/skeleton-count';

describe('skeletonCount (loading cards that match the first page)', () => {
  it('shows as many cards as the first page will hold', () => {
    expect(skeletonCount(32, 36)).toBe(32);
    expect(skeletonCount(500, 36)).toBe(36);
    expect(skeletonCount(1, 24)).toBe(1);
  });
  it('falls back when the count is unknown, and never shows none', () => {
    expect(skeletonCount(undefined, 36)).toBe(4);
    expect(skeletonCount(undefined, 36, 6)).toBe(6);
    expect(skeletonCount(0, 36)).toBe(1);
    expect(skeletonCount(Number.NaN, 36)).toBe(4);
  });
});
