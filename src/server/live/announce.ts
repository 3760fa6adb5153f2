import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { announceGames, type RemovedGame } from '../repositories/games/game-marks';
import { notifyListeners } from './live-bus';

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

/**
 * The same from a command-line import, which runs in its own process with no bus: the marks go in, and the
 * servers on the same PostgreSQL are woken through NOTIFY (the embedded database serves one process at a
 * time, so no server is open beside the command there; its pages find the marks when they next connect).
 */
export async function announceFromCommandLine(db: Db, gameIds: readonly number[]): Promise<void> {
  if (gameIds.length === 0) return;
  try {
    await announceGames(db, gameIds);
    await notifyListeners(db, gameIds[0]);
  } catch (err) {
    // The import itself is stored; open pages still bring it on their 30 s poll.
    console.error(`The open pages were not told at once (${(err as Error).message}); they show the import on their next refresh.`);
  }
}
