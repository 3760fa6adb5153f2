import { inArray } from 'drizzle-orm';
import type { ImportRejection } from '#shared/schemas/import';
import type { PreparedRow } from '#server/lib/import/row-reader';
import { boxScores } from '../../db/schema';
import type { Tx } from '../support/row-version';

const RESULT = ['status', 'homeScore', 'awayScore', 'outcome', 'seasonId'] as const;
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Which of the stored games a batch names have a box score. */
export async function gamesWithBoxScores(tx: Tx, stored: Iterable<Record<string, unknown>>): Promise<Set<number>> {
  const ids = [...new Set([...stored].map((r) => r.id as number))];
  if (!ids.length) return new Set();
  const rows = await tx.select({ id: boxScores.gameId }).from(boxScores).where(inArray(boxScores.gameId, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Issue #17: an import may not change the result (or season) of a game whose box score holds the
 * goals: the two would disagree. The row is refused with its line, like the API's 409.
 */
export function boxScoreRejection(row: PreparedRow, stored: Record<string, unknown>): ImportRejection | null {
  const changed = RESULT.find((k) => k in row.values && !same(row.values[k], stored[k]));
  if (!changed) return null;
  return {
    line: row.line,
    column: changed === 'seasonId' ? 'season' : changed,
    message: `Game ${String(stored.id)} has a box score; change its result together with the box score (PUT /api/games/${String(stored.id)}/boxscore)`,
  };
}
