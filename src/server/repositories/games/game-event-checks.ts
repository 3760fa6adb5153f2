import { count, eq } from 'drizzle-orm';
import { eventClockIssues } from '#shared/domain/games/event-clock-rules';
import { eventPlayerRefs } from '#shared/domain/games/event-player-refs';
import type { GameEventData } from '#shared/schemas/game-event';
import { gameEvents, games, leagues, seasons } from '../../db/schema';
import { shootoutRounds } from '#shared/domain/box-score/shootout-rules';
import { Conflict, RuleRefused } from '../../lib/domain-errors';
import type { Tx } from '../support/row-version';
import { refuseStrangers } from './game-roster';
import { refuseImpossiblePlay } from './game-event-play';

/** What no game can hold: a player of neither team, a clock past the period or the game (400). */
export async function refuseImpossible(
  tx: Tx,
  gameId: number,
  when: { period: number; time: string },
  data: GameEventData,
  editing?: string,
) {
  const [row] = await tx
    .select({ seasonType: seasons.seasonType, level: leagues.level })
    .from(games)
    .leftJoin(seasons, eq(seasons.id, games.seasonId))
    .leftJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(eq(games.id, gameId));
  const seasonType = row?.seasonType ?? null;
  const clock = eventClockIssues({ type: data.type, ...when }, seasonType);
  if (clock.length) throw new RuleRefused(clock.map((i) => i.message).join('; '), clock);
  await refuseStrangers(tx, gameId, eventPlayerRefs(data));
  await refuseImpossiblePlay(tx, gameId, when, data, { seasonType, shootoutRounds: shootoutRounds(row?.level) }, editing);
}

/**
 * Most events one game may hold, undone ones included (a real one has 150-400, shots and all): a code
 * holder's flood stops here instead of filling the table and every replay of the game's stream.
 */
export const MAX_EVENTS_PER_GAME = 2000;

export async function refuseFullSheet(tx: Tx, gameId: number): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(gameEvents).where(eq(gameEvents.gameId, gameId));
  if ((row?.n ?? 0) < MAX_EVENTS_PER_GAME) return;
  const message = `This game already has ${MAX_EVENTS_PER_GAME} events, the most one game may hold`;
  throw new Conflict(message, [{ path: 'game', message }]);
}
