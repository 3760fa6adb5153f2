import { formatDistanceToNowStrict } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { timeAgo } from '#shared/domain/dates/time-ago';

const NOW = new Date('2026-03-15T12:00:00Z');
const MIN = 60_000;

describe('timeAgo', () => {
  it('matches date-fns formatDistanceToNowStrict with addSuffix across every unit', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const offsets = [
        0,
        400,
        30_000,
        59_400,
        MIN,
        90 * 1000,
        59 * MIN,
        60 * MIN,
        90 * MIN,
        23 * 60 * MIN,
        24 * 60 * MIN,
        36 * 60 * MIN,
        29 * 1440 * MIN,
        30 * 1440 * MIN,
        200 * 1440 * MIN,
        350 * 1440 * MIN,
        364 * 1440 * MIN,
        366 * 1440 * MIN,
        900 * 1440 * MIN,
      ];
      for (const off of offsets) {
        for (const sign of [-1, 1]) {
          const d = new Date(NOW.getTime() + sign * off);
          expect(timeAgo(d, NOW), `${sign * off} ms`).toBe(formatDistanceToNowStrict(d, { addSuffix: true }));
        }
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
