import { eq } from 'drizzle-orm';
import { boxScoreIssues } from '#shared/domain/box-score/box-score-rules';
import { games, seasons } from '../../db/schema';
import { Conflict } from '../../lib/domain-errors';
import { readBoxBody } from './box-score-read';
import type { Tx } from '../support/row-version';

type GameRow = typeof games.$inferSelect;
const RESULT_KEYS = ['status', 'homeScore', 'awayScore', 'outcome', 'seasonId'] as const;

/**
 * Issue #17: a game with a box score keeps a result its goals add up to. A write that changes the
 * result (or the season, whose type sets the overtime length) is checked against the stored box
 * score and refused with 409 when they would disagree; the two change together through
 * PUT /api/games/{id}/boxscore with `result`.
 */
export async function refuseIfBoxScoreDisagrees(tx: Tx, before: GameRow, next: GameRow, pathPrefix: string): Promise<void> {
  if (RESULT_KEYS.every((k) => (before[k] ?? null) === (next[k] ?? null))) return;
  const box = await readBoxBody(tx, before.id);
  if (!box) return;
  const [season] = next.seasonId
    ? await tx.select({ seasonType: seasons.seasonType }).from(seasons).where(eq(seasons.id, next.seasonId))
    : [];
  const issues = boxScoreIssues(box, {
    status: next.status,
    homeScore: next.homeScore ?? null,
    awayScore: next.awayScore ?? null,
    outcome: next.outcome ?? null,
    seasonType: season?.seasonType ?? null,
  });
  if (!issues.length) return;
  const message =
    `Game ${before.id} has a box score that disagrees with this result (${issues[0].message}). ` +
    'Change the result in the box score editor, where both are saved together.';
  throw new Conflict(message, [{ path: `${pathPrefix}homeScore`, message }]);
}
