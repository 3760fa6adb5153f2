/**
 * Issue 39 item 5: a club's average crowd is a share of its own arena's seats, never more (the demo once
 * showed 18,800 a night in an 18,150-seat arena). Shares follow the leagues' published attendance figures:
 * NHL arenas near full, European top leagues three quarters full or more, junior and college houses half
 * full, recreational rinks a few friends and parents.
 */
export const FILL_RATES: Record<string, readonly [number, number]> = {
  NHL: [0.88, 0.99],
  AHL: [0.45, 0.85],
  KHL: [0.6, 0.95],
  SHL: [0.7, 0.97],
  Liiga: [0.55, 0.9],
  DEL: [0.7, 0.98],
  ELH: [0.6, 0.95],
  NL: [0.7, 0.98],
  EIHL: [0.55, 0.95],
  WC: [0.55, 0.95],
  WJC: [0.4, 0.9],
  OHL: [0.45, 0.9],
  WHL: [0.4, 0.85],
  QMJHL: [0.4, 0.85],
  USHL: [0.35, 0.75],
  NCAA: [0.4, 0.85],
  'U SPORTS': [0.15, 0.45],
};
const BY_LEVEL: Record<string, readonly [number, number]> = { amateur: [0.08, 0.3], youth: [0.1, 0.35] };
const FALLBACK: readonly [number, number] = [0.3, 0.7];

/** The share of seats a league's clubs fill on average, by short name, else by level. */
export function fillRange(shortName: string, level: string): readonly [number, number] {
  return FILL_RATES[shortName] ?? BY_LEVEL[level] ?? FALLBACK;
}
