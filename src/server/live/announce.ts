import type { FastifyInstance } from 'fastify';
import { announceGames, type RemovedGame } from '../repositories/games/game-marks';

/**
 * Issue 27: a game write made outside the events (an admin's edit or new game, results entry, a box score,
 * Auto-Set Status, an import, a delete or restore) reaches the open pages at once: its games are marked for
 * the streams after the commit (a deleted one leaves a tombstone) and every instance is woken. One wake is
 * enough however many games: streams read their feed by `seq`.
 */
export async function announceGameChanges(
  app: FastifyInstance,
  gameIds: readonly number[],
  removed: readonly RemovedGame[] = [],
): Promise<void> {
  if (gameIds.length === 0 && removed.length === 0) return;
  await announceGames(app.db, gameIds, removed);
  await app.liveBus.publish(gameIds[0] ?? removed[0]!.id);
}
