import { eq } from 'drizzle-orm';
import type { BoxScoreBody } from '#shared/schemas/box-score';
import { boxScores, games, seasons } from '../../db/schema';
import { Conflict } from '../../lib/domain-errors';
import { recordAudit, type Actor } from '../admin/audit';
import { insertRows as insertBoxRows } from '../box-score/box-score-writes';
import { refreshPlayerStats } from '../stats/player-season-stats';
import type { Tx } from '../support/row-version';
import { bumpSequence } from './bump-sequence';

type GameRow = typeof games.$inferSelect;

/**
 * A deleted game back with its id and, when it had one, its box score (kept in the delete's audit
 * entry), in the caller's transaction; its players' season totals are rebuilt. 409 when the id is
 * taken again or a team, venue, season or player it names has gone since (the foreign keys say so).
 */
export async function restoreGame(tx: Tx, auditId: number, record: GameRow, after: unknown, actor: Actor) {
  const [taken] = await tx.select({ id: games.id }).from(games).where(eq(games.id, record.id));
  if (taken) throw new Conflict(`Game #${record.id} exists again; nothing to restore`);
  await tx.insert(games).values(record);
  await bumpSequence(tx, games);
  const box = (after as { boxScore?: BoxScoreBody & { updatedAt: string } } | null)?.boxScore;
  if (box) {
    await tx.insert(boxScores).values({ gameId: record.id, updatedAt: box.updatedAt });
    const [season] = record.seasonId
      ? await tx.select({ seasonType: seasons.seasonType }).from(seasons).where(eq(seasons.id, record.seasonId))
      : [];
    await insertBoxRows(tx, record.id, box, { ...record, seasonType: season?.seasonType ?? null });
    await refreshPlayerStats(
      tx,
      box.lineup.map((l) => l.playerId),
    );
  }
  await recordAudit(tx, {
    actor,
    action: 'restore',
    entity: 'game',
    entityId: record.id,
    before: { restoredFrom: auditId },
    after: record,
  });
  const restored = box ? [{ table: 'box_scores', count: 1, effect: 'inserted' as const }] : [];
  return { entity: 'game', id: record.id, name: `#${record.id}`, restored, skipped: 0 };
}
