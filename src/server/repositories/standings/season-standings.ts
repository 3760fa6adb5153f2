import type { Db } from '../../db/client';
import { computeSeasonStandings, seasonLastUpdated } from './standings';

/**
 * A season's table plus its "Last updated" (the newest change among its games and adjustments), or null for
 * an unknown season. Computed on every call: the read cache (ADR 0007) is the one cache layer in front of it,
 * and it drops the answer whenever a game or adjustment changes (ADR 0006).
 */
export async function seasonStandings(db: Db, seasonId: number) {
  const rows = await computeSeasonStandings(db, seasonId);
  if (!rows) return null;
  const { lastUpdated } = await seasonLastUpdated(db, seasonId);
  return { rows, lastUpdated };
}
