import { readFileSync } from 'node:fs';

/**
 * Issue 40 item 3: open streams are capped per client address and in total. Before, one client opened
 * 3,990 streams and the server (file limit 4,096) stopped answering every request.
 */
export type StreamCaps = {
  /** A slot for one more stream of this address; null when a cap is reached (answer 429). */
  take(address: string): (() => void) | null;
  readonly open: number;
  readonly total: number;
};

/** The process's soft limit of open files (Linux), or null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

// Kept free for the database pool, pages, API calls and files while streams are at their cap.
const RESERVED_FILES = 512;

/** The total cap: the configured one, never closer to the file limit than the reserve. */
export function totalStreamCap(configured: number, fileLimit = openFileLimit()): number {
  if (fileLimit === null) return configured;
  return Math.max(16, Math.min(configured, fileLimit - RESERVED_FILES));
}

export function streamCaps(total: number, perAddress: number): StreamCaps {
  const byAddress = new Map<string, number>();
  let open = 0;
  return {
    get open() {
      return open;
    },
    total,
    take(address) {
      const mine = byAddress.get(address) ?? 0;
      if (open >= total || mine >= perAddress) return null;
      open++;
      byAddress.set(address, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
  };
}
