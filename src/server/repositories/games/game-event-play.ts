import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { ClockSeasonType } from '#shared/domain/box-score/box-score-clock';
import { powerPlayGoalsWithoutPenalty } from '#shared/domain/box-score/power-play-rules';
import { attemptAfterDecision } from '#shared/domain/box-score/shootout-rules';
import { other } from '#shared/domain/box-score/box-score-derive';
import type { GameEventData } from '#shared/schemas/game-event';
import { gameEvents } from '../../db/schema';
import { RuleRefused } from '../../lib/domain-errors';
import type { Tx } from '../support/row-version';

type When = { period: number; time: string };
type Game = { seasonType: ClockSeasonType | null; shootoutRounds: number };

/**
 * Issue 39 item 4, at the rink: a power-play goal is refused when the other team has no penalty in
 * force, and a shootout attempt once the shootout is decided, against the game's stored events (the
 * one being edited left out). The same rules as the box score editor (box-score-play-rules.ts).
 */
export async function refuseImpossiblePlay(tx: Tx, gameId: number, when: When, data: GameEventData, game: Game, editing?: string) {
  const ppGoal = data.type === 'goal' && data.strength === 'PP';
  if (!ppGoal && data.type !== 'shootout-attempt') return;
  const rows = await tx
    .select({ period: gameEvents.period, time: gameEvents.time, data: gameEvents.data })
    .from(gameEvents)
    .where(
      and(
        eq(gameEvents.gameId, gameId),
        isNull(gameEvents.deletedAt),
        inArray(gameEvents.type, ppGoal ? ['goal', 'penalty'] : ['shootout-attempt']),
        editing ? ne(gameEvents.id, editing) : undefined,
      ),
    )
    .orderBy(asc(gameEvents.seq));
  const stored = rows.map((r) => ({ ...(r.data as GameEventData), period: r.period, time: r.time }));
  if (data.type === 'goal') {
    const goals = [...stored.filter((e) => e.type === 'goal'), { ...data, ...when }];
    const penalties = stored.flatMap((e) => (e.type === 'penalty' ? [e] : []));
    if (powerPlayGoalsWithoutPenalty(goals, penalties, game.seasonType).includes(goals.length - 1)) {
      const against = other(data.team);
      throw RuleRefused.field(
        'strength',
        `A power-play goal needs ${against === 'home' ? 'a home' : 'an away'} penalty in force at ${when.time} of period ${when.period}`,
      );
    }
  } else if (data.type === 'shootout-attempt') {
    const attempts = [...stored.flatMap((e) => (e.type === 'shootout-attempt' ? [e] : [])), data];
    if (attemptAfterDecision(attempts, game.shootoutRounds) === attempts.length - 1)
      throw RuleRefused.field('type', 'The shootout is already decided: no further attempt');
  }
}
