import { describe, expect, it } from 'vitest';
import type { LiveBus } from '#server/live/live-bus';
import { sharedReads } from '#server/live/shared-read';

/** ADR 0025: streams of one feed share a read, but never one begun before the latest wake-up. */
function fakeBus() {
  const listeners: ((gameId: number) => void)[] = [];
  const bus: LiveBus = {
    publish: async (gameId) => listeners.forEach((l) => l(gameId)),
    subscribe: (l) => (listeners.push(l), () => undefined),
    close: async () => undefined,
  };
  return bus;
}

describe('shared stream reads', () => {
  it('runs one read for every caller of one key at once, and a new one once it has settled', async () => {
    const reads = sharedReads(fakeBus());
    let runs = 0;
    const read = async () => ++runs;
    expect(await Promise.all([reads.read('game:1|0', read), reads.read('game:1|0', read), reads.read('game:1|0', read)])).toEqual([
      1, 1, 1,
    ]);
    expect(await reads.read('game:1|0', read)).toBe(2);
    expect(await Promise.all([reads.read('game:1|0', read), reads.read('game:2|0', read)])).toEqual([3, 4]);
  });

  it('never lets a caller after a wake-up join a read begun before it', async () => {
    const bus = fakeBus();
    const reads = sharedReads(bus);
    expect(sharedReads(bus)).toBe(reads);
    let release!: (v: string) => void;
    const before = reads.read('game:1|0', () => new Promise<string>((r) => (release = r)));
    await bus.publish(1);
    const after = reads.read('game:1|0', async () => 'after the commit');
    release('before the commit');
    expect(await before).toBe('before the commit');
    expect(await after).toBe('after the commit');
  });
});
