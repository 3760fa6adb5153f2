import { eq, inArray, sql } from 'drizzle-orm';
import type { BoxScoreBody, BoxScoreResult } from '#shared/schemas/box-score';
import { boxScoreIssues, type BoxScoreIssue } from '#shared/domain/box-score/box-score-rules';
import { playIssues } from '#shared/domain/box-score/box-score-play-rules';
import type { Db } from '../../db/client';
import {
  boxScoreGoalieStints,
  boxScoreGoalies,
  boxScoreGoals,
  boxScorePenaltyShots,
  boxScoreLineups,
  boxScorePenalties,
  boxScoreShootout,
  boxScoreShots,
  boxScores,
  games,
  players,
} from '../../db/schema';
import { RuleRefused } from '../../lib/domain-errors';
import { recordAudit, type Actor } from '../admin/audit';
import { boxScoreGame, readBoxBody } from './box-score-read';
import { boxScoreRows, type RowsGame } from './box-score-rows';
import { updateOne } from '../games/game-writes';
import { strangerIssues } from '../games/game-roster';
import { addPlayerStatsOfGames, lineupPlayerIds, refreshPlayerStats } from '../stats/player-season-stats';
import { staleConflict, type Tx } from '../support/row-version';

const CHILDREN = [
  boxScoreLineups,
  boxScoreGoals,
  boxScorePenalties,
  boxScoreShots,
  boxScoreShootout,
  boxScoreGoalies,
  boxScoreGoalieStints,
  boxScorePenaltyShots,
];
type AnyChild = (typeof CHILDREN)[number];

/**
 * PUT /api/games/{id}/boxscore: replaces the whole box score in one transaction (the game row is
 * locked, so two editors cannot interleave), or refuses it whole: 400 naming every failing row,
 * 409 when expectedUpdatedAt is stale. The players' season totals are refreshed in the same
 * transaction. false = no such game.
 */
export async function saveBoxScore(db: Db, gameId: number, body: BoxScoreBody, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => (await writeBoxScore(tx, gameId, body, actor, { roster: true, play: true })) !== null);
}

export interface WriteOptions {
  /** false: the caller records one audit entry for many box scores (an import file). */
  audit?: boolean;
  /** Digest of the official sheet imported (issue #26); a hand edit stores null. */
  importHash?: string | null;
  /** Play no game can have had is refused (box-score-play-rules.ts), not stored as a warning: a hand edit, end game. */
  play?: boolean;
  /**
   * A hand edit: each lineup player must belong to his side's team (issue 40 item 4). An official
   * sheet is the league's own record of who dressed (its league scope is checked apart), and end game
   * writes events already checked as they came.
   */
  roster?: boolean;
}

/**
 * The one write path of a box score, inside the caller's transaction (the API's PUT, an import).
 * null = no such game; else the warnings stored with it.
 */
export async function writeBoxScore(
  tx: Tx,
  gameId: number,
  body: BoxScoreBody,
  actor: Actor,
  opts: WriteOptions = {},
): Promise<{ warnings: number } | null> {
  const audit = opts.audit ?? true;
  const importHash = opts.importHash ?? null;
  const locked = await boxScoreGame(tx, gameId, true);
  if (!locked) return null;
  const before = audit || body.expectedUpdatedAt !== undefined ? await readBoxBody(tx, gameId) : null;
  if (body.expectedUpdatedAt !== undefined && (!before || Date.parse(before.updatedAt) !== Date.parse(body.expectedUpdatedAt)))
    throw staleConflict('box score');
  const game = body.result ? await saveResultWith(tx, gameId, body.result, actor) : locked;
  const players = opts.roster ? await strangerIssues(tx, gameId, lineupRefs(body)) : await unknownPlayers(tx, body);
  const issues = [...players, ...boxScoreIssues(body, game), ...(opts.play ? playIssues(body, game) : [])];
  if (issues.length)
    throw new RuleRefused(`The box score was not saved: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);

  // xmax = 0: the head row is new, so no child rows exist to delete (an import's new games skip 9 queries).
  const [head] = await tx
    .insert(boxScores)
    .values({ gameId, importHash })
    .onConflictDoUpdate({
      target: boxScores.gameId,
      set: { importHash, updatedAt: sql`greatest(now(), ${boxScores.updatedAt} + interval '1 millisecond')` },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  const oldPlayers = head.created ? [] : await lineupPlayerIds(tx, gameId);
  if (!head.created) for (const table of CHILDREN) await tx.delete(table).where(eq(table.gameId, gameId));
  const warnings = await insertRows(tx, gameId, body, game, head.created);
  // A new box score only adds its lines to its players' totals; a season's import rebuilt every
  // player's whole season per game (quadratic in the season, issue 26). A replaced one rebuilds.
  if (head.created) await addPlayerStatsOfGames(tx, [gameId]);
  else await refreshPlayerStats(tx, [...oldPlayers, ...body.lineup.map((l) => l.playerId)]);
  if (audit) {
    const { expectedUpdatedAt: _, result: __, ...after } = body;
    await recordAudit(tx, { actor, action: before ? 'update' : 'create', entity: 'box_score', entityId: gameId, before, after });
  }
  return { warnings };
}

/** The result sent with the box score, under the game's own result rules (400 on 'result.*'). */
async function saveResultWith(tx: Tx, gameId: number, result: BoxScoreResult, actor: Actor) {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId));
  await updateOne(tx, row, result, actor, 'result.', true);
  return (await boxScoreGame(tx, gameId))!;
}

const lineupRefs = (body: BoxScoreBody) =>
  body.lineup.map((l, i) => ({ side: l.team, playerId: l.playerId, path: `lineup.${i}.playerId` }));

async function unknownPlayers(tx: Tx, body: BoxScoreBody): Promise<BoxScoreIssue[]> {
  const ids = [...new Set(body.lineup.map((l) => l.playerId))];
  if (ids.length === 0) return [];
  const found = new Set((await tx.select({ id: players.id }).from(players).where(inArray(players.id, ids))).map((r) => r.id));
  return body.lineup.flatMap((l, i) =>
    found.has(l.playerId) ? [] : [{ path: `lineup.${i}.playerId`, message: `No player with id ${l.playerId}` }],
  );
}

/**
 * The box score's rows (the head row exists already); `game` is the result it is stored under.
 * `fresh`: the head row was just inserted with no warnings, so an empty list need not be written. */
export async function insertRows(tx: Db | Tx, gameId: number, body: BoxScoreBody, game: RowsGame, fresh = false) {
  const rows = boxScoreRows(gameId, body, game);
  if (rows.head.warnings.length || !fresh)
    await tx.update(boxScores).set({ warnings: rows.head.warnings }).where(eq(boxScores.gameId, gameId));
  const each: [AnyChild, Record<string, unknown>[]][] = [
    [boxScoreLineups, rows.lineups],
    [boxScoreGoals, rows.goals],
    [boxScorePenalties, rows.penalties],
    [boxScoreShots, rows.shots],
    [boxScoreShootout, rows.shootout],
    [boxScoreGoalies, rows.goalies],
    [boxScoreGoalieStints, rows.stints],
    [boxScorePenaltyShots, rows.penaltyShots],
  ];
  // One statement for every table (data-modifying CTEs): a round trip each cost an import more than
  // the rows themselves on a busy machine (issue 26).
  const inserts = each
    .filter(([, list]) => list.length)
    .map(([table, list]) =>
      tx
        .insert(table)
        .values(list as never)
        .getSQL(),
    );
  if (inserts.length) {
    const last = inserts.pop()!;
    const before = inserts.map((q, i) => sql`${sql.raw(`c${i}`)} as (${q})`);
    await tx.execute(before.length ? sql`with ${sql.join(before, sql`, `)} ${last}` : sql`${last}`);
  }
  return rows.head.warnings.length;
}
