import { describe, expect, it } from 'vitest';
import { openFileLimit, streamCaps, totalStreamCap } from '#server/live/stream-caps';

describe('stream caps (issue 40 item 3)', () => {
  it('keeps the total cap 512 files below the process limit', () => {
    expect(totalStreamCap(10_000, 4096)).toBe(3584);
    expect(totalStreamCap(1000, 4096)).toBe(1000);
    expect(totalStreamCap(10_000, null)).toBe(10_000);
    expect(totalStreamCap(10_000, 256)).toBe(16);
    expect(openFileLimit()).toBeGreaterThan(0);
  });

  it('counts per address and in total, and a slot is released once', () => {
    const caps = streamCaps(3, 2);
    const a1 = caps.take('a')!;
    caps.take('a');
    expect(caps.take('a')).toBeNull();
    const b1 = caps.take('b')!;
    expect(caps.take('c')).toBeNull();
    a1();
    a1();
    expect(caps.open).toBe(2);
    expect(caps.take('a')).not.toBeNull();
    b1();
    expect(caps.take('c')).not.toBeNull();
  });
});
