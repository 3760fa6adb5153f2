/**
 * Issue #17: goalie figures as the NHL writes them. Integer arithmetic before one rounding, so
 * 2.675 does not become 2.67 through binary fractions.
 */

/** Goals against × 60 / minutes played, 2 decimals; null before a goalie has played. */
export function goalsAgainstAverage(goalsAgainst: number, timeOnIceSeconds: number): number | null {
  if (timeOnIceSeconds <= 0) return null;
  return Math.round((goalsAgainst * 3600 * 100) / timeOnIceSeconds) / 100;
}

/** Saves / shots against, 3 decimals (0.915); null without a shot against. */
export function savePercentage(saves: number, shotsAgainst: number): number | null {
  if (shotsAgainst <= 0) return null;
  return Math.round((saves * 1000) / shotsAgainst) / 1000;
}

/** '.915' as printed on a stats sheet (1.000 for a perfect game). */
export function formatSavePercentage(value: number | null): string {
  if (value === null) return '—';
  return value >= 1 ? '1.000' : value.toFixed(3).replace(/^0/, '');
}
