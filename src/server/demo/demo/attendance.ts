import { fillRange } from '../data/fill-rates';
import { createRng } from '../prng';

/**
 * Average attendance of each club from its arena's capacity, drawn from a stream of its own so the rest of
 * the seed (players, results) stays as it was. Below capacity by at least one seat: a sold-out house
 * every night reads as a made-up figure too.
 */
export function attendanceDrawer(seed: number) {
  const rng = createRng(seed);
  return (shortName: string, level: string, capacity: number | null): number | null => {
    if (!capacity) return null;
    const [low, high] = fillRange(shortName, level);
    const share = low + (high - low) * rng.next();
    return Math.min(capacity - 1, Math.round((capacity * share) / 10) * 10);
  };
}
