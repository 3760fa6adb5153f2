/**
 * How many skeleton cards to show for a list whose size the group heading already told us:
 * as many as the first page will hold, so the real cards replace them one for one (no layout
 * shift); a fallback when the count is unknown.
 */
export function skeletonCount(expected: number | undefined, pageSize: number, fallback = 4): number {
  if (expected === undefined || !Number.isFinite(expected)) return fallback;
  return Math.max(1, Math.min(Math.floor(expected), pageSize));
}
