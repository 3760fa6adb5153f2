import { eq, inArray, sql } from 'drizzle-orm';
import type { BoxScoreBody, BoxScoreResult } from '#shared/schemas/box-score';
import { parseClock } from '#shared/domain/box-score-clock';
import { boxScoreIssues, type BoxScoreIssue } from '#shared/domain/box-score-rules';
import { goalieShutouts, skaterGameLines } from '#shared/domain/box-score-lines';
import type { BoxOutcome } from '#shared/domain/box-score-derive';
import type { Db } from '../db/client';
import {
  boxScoreGoalies,
  boxScoreGoals,
  boxScoreLineups,
  boxScorePenalties,
  boxScoreShootout,
  boxScoreShots,
  boxScores,
  games,
  players,
} from '../db/schema';
import { HttpError } from '../lib/http-errors';
import { recordAudit, type Actor } from './audit';
import { boxScoreGame, readBoxBody } from './box-score-read';
import { updateOne } from './game-writes';
import { lineupPlayerIds, refreshPlayerStats } from './player-season-stats';
import { staleConflict, type Tx } from './row-version';

const CHILDREN = [boxScoreLineups, boxScoreGoals, boxScorePenalties, boxScoreShots, boxScoreShootout, boxScoreGoalies];
const secs = (t: string) => parseClock(t) ?? 0;

/**
 * PUT /api/games/{id}/boxscore: replaces the whole box score in one transaction (the game row is
 * locked, so two editors cannot interleave), or refuses it whole: 400 naming every failing row,
 * 409 when expectedUpdatedAt is stale. The players' season totals are refreshed in the same
 * transaction. false = no such game.
 */
export async function saveBoxScore(db: Db, gameId: number, body: BoxScoreBody, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await boxScoreGame(tx, gameId, true);
    if (!locked) return false;
    const before = await readBoxBody(tx, gameId);
    if (body.expectedUpdatedAt !== undefined && (!before || Date.parse(before.updatedAt) !== Date.parse(body.expectedUpdatedAt)))
      throw staleConflict('box score');
    const game = body.result ? await saveResultWith(tx, gameId, body.result, actor) : locked;
    const issues = [...(await unknownPlayers(tx, body)), ...boxScoreIssues(body, game)];
    if (issues.length)
      throw new HttpError(400, `The box score was not saved: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);

    const oldPlayers = await lineupPlayerIds(tx, gameId);
    await tx
      .insert(boxScores)
      .values({ gameId })
      .onConflictDoUpdate({
        target: boxScores.gameId,
        set: { updatedAt: sql`greatest(now(), ${boxScores.updatedAt} + interval '1 millisecond')` },
      });
    for (const table of CHILDREN) await tx.delete(table).where(eq(table.gameId, gameId));
    await insertRows(tx, gameId, body, game.status === 'final' ? game.outcome : null, game.status === 'final');
    await refreshPlayerStats(tx, [...oldPlayers, ...body.lineup.map((l) => l.playerId)]);
    const { expectedUpdatedAt: _, result: __, ...after } = body;
    await recordAudit(tx, { actor, action: before ? 'update' : 'create', entity: 'box_score', entityId: gameId, before, after });
    return true;
  });
}

/** The result sent with the box score, under the game's own result rules (400 on 'result.*'). */
async function saveResultWith(tx: Tx, gameId: number, result: BoxScoreResult, actor: Actor) {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId));
  await updateOne(tx, row, result, actor, 'result.', true);
  return (await boxScoreGame(tx, gameId))!;
}

async function unknownPlayers(tx: Tx, body: BoxScoreBody): Promise<BoxScoreIssue[]> {
  const ids = [...new Set(body.lineup.map((l) => l.playerId))];
  if (ids.length === 0) return [];
  const found = new Set((await tx.select({ id: players.id }).from(players).where(inArray(players.id, ids))).map((r) => r.id));
  return body.lineup.flatMap((l, i) =>
    found.has(l.playerId) ? [] : [{ path: `lineup.${i}.playerId`, message: `No player with id ${l.playerId}` }],
  );
}

export async function insertRows(tx: Db | Tx, gameId: number, body: BoxScoreBody, outcome: BoxOutcome, final: boolean) {
  const lines = skaterGameLines(body, outcome, final);
  const shutouts = goalieShutouts(body, outcome);
  const rows = <T>(list: T[]) => (list.length ? list : null);
  const lineup = rows(body.lineup.map((l, seq) => ({ gameId, playerId: l.playerId, side: l.team, seq, ...lines.get(l.playerId)! })));
  if (lineup) await tx.insert(boxScoreLineups).values(lineup);
  const goals = rows(body.goals.map((g, seq) => ({ gameId, seq, period: g.period, timeSeconds: secs(g.time), side: g.team, ...pick(g) })));
  if (goals) await tx.insert(boxScoreGoals).values(goals);
  const penalties = rows(
    body.penalties.map((p, seq) => ({
      gameId,
      seq,
      period: p.period,
      timeSeconds: secs(p.time),
      side: p.team,
      playerId: p.playerId,
      minutes: p.minutes,
      infraction: p.infraction,
    })),
  );
  if (penalties) await tx.insert(boxScorePenalties).values(penalties);
  const shots = rows(body.shots.map((s) => ({ gameId, ...s })));
  if (shots) await tx.insert(boxScoreShots).values(shots);
  const shootout = rows(body.shootout.map((a, seq) => ({ gameId, seq, side: a.team, playerId: a.playerId, scored: a.scored })));
  if (shootout) await tx.insert(boxScoreShootout).values(shootout);
  const goalies = rows(
    body.goalies.map((g, seq) => ({
      gameId,
      seq,
      side: g.team,
      playerId: g.playerId,
      timeOnIceSeconds: secs(g.timeOnIce),
      shotsAgainst: g.shotsAgainst,
      saves: g.saves,
      goalsAgainst: g.goalsAgainst,
      decision: g.decision,
      shutout: shutouts[seq] ?? false,
    })),
  );
  if (goalies) await tx.insert(boxScoreGoalies).values(goalies);
}

const pick = (g: BoxScoreBody['goals'][number]) => ({
  scorerPlayerId: g.scorerPlayerId,
  assist1PlayerId: g.assist1PlayerId,
  assist2PlayerId: g.assist2PlayerId,
  strength: g.strength,
});
