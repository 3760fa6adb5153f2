import { eq } from 'drizzle-orm';
import { games } from '../../db/schema';
import { Conflict } from '../../lib/domain-errors';
import type { Actor } from '../admin/audit';
import type { Tx } from '../support/row-version';

const CLOSED = new Set(['final', 'cancelled', 'postponed']);

/** Whether a write is made under a scorekeeper's code rather than an account's role. */
export const isScorekeeper = (actor: Actor) => Boolean(actor?.role?.startsWith('scorekeeper of game'));

/**
 * Issues 39 and 40: the sheet closes at End game. A scorekeeper's code writes nothing to a game that is
 * final (ended, or corrected by its league), cancelled or postponed; its league manager or an admin may
 * still correct it, or reopen it. Before, a goal posted after the final sat in the play-by-play beside a
 * box score that did not have it, and a second End game overwrote the league's corrected result.
 */
export async function refuseClosedSheet(tx: Tx, gameId: number, actor: Actor, status?: string): Promise<void> {
  if (!isScorekeeper(actor)) return;
  const current = status ?? (await tx.select({ status: games.status }).from(games).where(eq(games.id, gameId)))[0]?.status;
  if (!current || !CLOSED.has(current)) return;
  const message = `This game is ${current}: the scoresheet is closed to scorekeepers (its league manager can reopen it)`;
  throw new Conflict(message, [{ path: 'game', message }], { status: current });
}
