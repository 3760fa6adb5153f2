import { sql } from 'drizzle-orm';
import type { BoxScoreBody } from '#shared/schemas/box-score';
import { eventsToBoxScore, type EventOrigins } from '#shared/domain/events-to-box-score';
import type { Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { HttpError } from '../lib/http-errors';
import type { Actor } from './audit';
import { writeBoxScore } from './box-score-writes';
import { listEvents } from './game-events';

/** A refused box-score row named by the event it came from: `goals.2.period` → `events.<id>.period`. */
function onEvents(err: HttpError, origins: EventOrigins): HttpError {
  const errors = (err.errors ?? []).map((e) => {
    const m = /^(\w+\.\d+)(\..*)?$/.exec(e.path);
    const id = m ? origins[m[1]] : undefined;
    return id ? { path: `events.${id}${m![2] ?? ''}`, message: e.message } : e;
  });
  return new HttpError(400, err.message.replace('The box score was not saved', 'The game was not ended'), errors);
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
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.gameEvents})`);
    const events = await listEvents(tx as unknown as Db, gameId);
    const { box, origins } = eventsToBoxScore(events, opts.lineup);
    const body = { ...box, expectedUpdatedAt: opts.expectedUpdatedAt } as BoxScoreBody;
    try {
      return (await writeBoxScore(tx, gameId, body, actor)) !== null;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 400) throw onEvents(err, origins);
      throw err;
    }
  });
}
