import { sql } from 'drizzle-orm';
import type { BoxScoreBody } from '#shared/schemas/box-score';
import { eventsToBoxScore, type EventOrigins } from '#shared/domain/box-score/events-to-box-score';
import type { Db } from '../../db/client';
import { LOCK_KEYS } from '../../db/lock-keys';
import { RuleRefused } from '../../lib/domain-errors';
import type { Actor } from '../admin/audit';
import { boxScoreGame } from '../box-score/box-score-read';
import { writeBoxScore } from '../box-score/box-score-writes';
import { listEvents } from './game-events';
import { refuseClosedSheet } from './game-sheet-closed';
import { markGames } from './game-marks';

/** A refused box-score row named by the event it came from: `goals.2.period` → `events.<id>.period`. */
function onEvents(err: RuleRefused, origins: EventOrigins): RuleRefused {
  const errors = (err.issues ?? []).map((e) => {
    const m = /^(\w+\.\d+)(\..*)?$/.exec(e.path);
    const id = m ? origins[m[1]] : undefined;
    return id ? { path: `events.${id}${m![2] ?? ''}`, message: e.message } : e;
  });
  return new RuleRefused(err.message.replace('The box score was not saved', 'The game was not ended'), errors);
}

/**
 * POST /api/games/{id}/events/end: the events become the game's final result and its box score
 * through the box score's one write path (same rules, same player totals), in one transaction with
 * the events locked against writes. false: no such game.
 */
export async function endGame(
  db: Db,
  gameId: number,
  opts: { lineup?: BoxScoreBody['lineup']; expectedUpdatedAt?: string },
  actor: Actor,
  /** onlyLive: the game clock's end (game-end-sweep.ts), which leaves a game another instance has ended alone. */
  when: { onlyLive?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.gameEvents})`);
    await refuseClosedSheet(tx, gameId, actor);
    const game = await boxScoreGame(tx, gameId);
    if (when.onlyLive && game?.status !== 'live') return false;
    const events = await listEvents(tx as unknown as Db, gameId);
    const { box, origins } = eventsToBoxScore(events, opts.lineup, game?.seasonType ?? null);
    const body = { ...box, expectedUpdatedAt: opts.expectedUpdatedAt } as BoxScoreBody;
    try {
      if ((await writeBoxScore(tx, gameId, body, actor, { play: true })) === null) return false;
      // Open pages switch to Final with this commit, not at their next poll.
      await markGames(tx, [gameId]);
      return true;
    } catch (err) {
      if (err instanceof RuleRefused) throw onEvents(err, origins);
      throw err;
    }
  });
}
