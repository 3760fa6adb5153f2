import type { FastifyInstance } from 'fastify';
import { decidedWinner } from '#shared/domain/games/game-decided';
import { shootoutRounds } from '#shared/domain/box-score/shootout-rules';
import { RuleRefused } from '../lib/domain-errors';
import { endGame } from '../repositories/games/game-events-end';
import { listEvents } from '../repositories/games/game-events';
import { liveGamesAtRest } from '../repositories/games/live-games-at-rest';

/** The audit log's name for the clock ending a game its events had decided. */
export const CLOCK_ACTOR = { id: null, email: null, role: 'game clock: the events show the game decided' };
// A scorekeeper who has just tapped End period 3 may still add a penalty before he ends the game.
const QUIET_MINUTES = 10;

/**
 * Issue 39 item 3: a live game whose events show it decided, and that no one has written to for ten
 * minutes, is ended through the one end-game path (its box score and standings follow), so it stops
 * showing live hours after its last period. A game whose events break a rule stays live for its
 * league manager to correct: ending it is a person's decision then.
 */
export async function sweepDecidedGames(app: FastifyInstance): Promise<number[]> {
  const ended: number[] = [];
  for (const game of await liveGamesAtRest(app.db, QUIET_MINUTES)) {
    const events = await listEvents(app.db, game.id);
    if (!decidedWinner(events, game.seasonType, shootoutRounds(game.level))) continue;
    try {
      if (await endGame(app.db, game.id, {}, CLOCK_ACTOR, { onlyLive: true })) ended.push(game.id);
    } catch (err) {
      if (!(err instanceof RuleRefused)) throw err;
      app.log.warn({ gameId: game.id, issues: err.issues }, 'game clock: a decided game breaks a rule; left live');
    }
  }
  for (const id of ended) await app.liveBus.publish(id);
  return ended;
}

/** Runs the sweep every `seconds` (0: never), one at a time, for as long as the app is open. */
export function startGameEndSweep(app: FastifyInstance, seconds: number): void {
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepDecidedGames(app)
      .catch((err: unknown) => app.log.warn({ err }, 'game clock: sweep failed'))
      .finally(() => (running = false));
  }, seconds * 1000).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
