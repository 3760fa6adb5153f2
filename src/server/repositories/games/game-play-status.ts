import { eq } from 'drizzle-orm';
import { periodLabel } from '#shared/domain/games/game-status';
import type { GameEventCreate } from '#shared/schemas/game-event';
import { games } from '../../db/schema';
import { recordAudit, type Actor } from '../admin/audit';
import { markGames } from './game-marks';
import { bumpUpdatedAt, type Tx } from '../support/row-version';

/**
 * Issue 27: play recorded on a game makes it live on the server, so every list of games (scores,
 * home, a team's page) shows it live without anyone setting the status by hand; a period started
 * moves the game's period. A lineup is not play: it is confirmed before the face-off. Runs in the
 * event's transaction, under the events' lock, so the game's stream message follows the event's.
 * Only a scheduled game goes live: a postponed or cancelled one is a person's decision to undo.
 */
export async function followPlay(tx: Tx, gameId: number, event: GameEventCreate, actor: Actor): Promise<void> {
  if (event.type === 'lineup') return;
  const [before] = await tx.select({ status: games.status, period: games.period }).from(games).where(eq(games.id, gameId)).for('update');
  if (!before) return;
  // Stored as every game's period is ('1st', '2nd', '3rd', 'OT'), not the event's number.
  const period = periodLabel(event.period);
  const startsPlay = before.status === 'scheduled';
  const movesPeriod = before.status === 'live' && event.type === 'period-start' && before.period !== period;
  if (!startsPlay && !movesPeriod) return;
  const after = { status: 'live' as const, period };
  await tx
    .update(games)
    .set({ ...after, updatedAt: bumpUpdatedAt(games.updatedAt) })
    .where(eq(games.id, gameId));
  if (startsPlay) await recordAudit(tx, { actor, action: 'update', entity: 'game', entityId: gameId, before, after });
  await markGames(tx, [gameId]);
}
