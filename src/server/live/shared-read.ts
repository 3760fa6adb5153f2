import type { LiveBus } from './live-bus';

export type SharedReads = { read<T>(key: string, read: () => Promise<T>): Promise<T> };

/**
 * One wake-up reaches every open stream at once; thousands of fans of one game would each read the
 * same rows. Streams of one feed at one position share one read (and its encoded frames) instead. A
 * read is shared only among callers since the same wake-up (`gen`): a stream that starts reading
 * after a wake never joins a read begun before it, which might predate the commit that wake announced.
 * Take it before subscribing a stream, so the count moves before any stream hears the wake.
 */
const perBus = new WeakMap<LiveBus, SharedReads>();
export function sharedReads(bus: LiveBus): SharedReads {
  const known = perBus.get(bus);
  if (known) return known;
  let gen = 0;
  bus.subscribe(() => void gen++);
  const pending = new Map<string, Promise<unknown>>();
  const shared: SharedReads = {
    read<T>(key: string, read: () => Promise<T>) {
      const at = `${gen}|${key}`;
      let p = pending.get(at) as Promise<T> | undefined;
      if (!p) {
        p = read().finally(() => pending.delete(at));
        pending.set(at, p);
      }
      return p;
    },
  };
  perBus.set(bus, shared);
  return shared;
}
