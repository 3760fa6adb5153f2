import type { Rng } from '../prng';

export type RosterPlayer = { id: number; position: string };
export const INFRACTIONS = [
  'Hooking',
  'Tripping',
  'Slashing',
  'Holding',
  'Interference',
  'Roughing',
  'High-sticking',
  'Cross-checking',
  'Too many men',
];
/** Forwards score three times as often as defencemen; goalies never. */
export function pickSkater(rng: Rng, skaters: RosterPlayer[], not: number[] = []): number | null {
  const pool = skaters.filter((p) => !not.includes(p.id));
  if (pool.length === 0) return null;
  return rng.weighted(pool.map((p) => [p.id, p.position === 'defense' ? 1 : 3] as const));
}
