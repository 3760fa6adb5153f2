import { eq, inArray } from 'drizzle-orm';
import { autoSetStatus, hasStarted, type GameStatus } from '#shared/domain/games/game-status';
import { inferOutcome } from '#shared/domain/games/game-outcome';
import { resultIssues, tiesAllowed, type TiePolicy } from '#shared/domain/games/game-result-rules';
import type { GameCreate, GameResultsBody, GameUpdate } from '#shared/schemas/game';
import type { Db } from '../../db/client';
import { games, leagues, seasons } from '../../db/schema';
import { NotFound, RuleRefused } from '../../lib/domain-errors';
import { recordAudit, type Actor } from '../admin/audit';
import { lineupPlayerIds, refreshPlayerStats } from '../stats/player-season-stats';
import { bumpUpdatedAt as bump, lockVersioned, type Tx } from '../support/row-version';
import { refuseIfBoxScoreDisagrees } from '../box-score/box-score-agreement';
import { readBoxBody } from '../box-score/box-score-read';
import { defaultZone } from './game-start';
import type { RemovedGame } from './game-marks';
import { scheduleStart, type GameStart } from '../../lib/schedule-start';

type GameRow = typeof games.$inferSelect;

const bumpUpdatedAt = bump(games.updatedAt);

/**
 * A score written without a status moves a game between scheduled and final only. Live, cancelled and
 * postponed are decisions a person made (a live game has scores while it is played).
 */
const AUTO_MANAGED: readonly GameStatus[] = ['scheduled', 'final'];

/** Ties are a result only in a league whose points system gives them points: the season's league decides. */
export async function tiePolicy(tx: Db | Tx, seasonId: number | null | undefined): Promise<TiePolicy> {
  if (!seasonId) return 'refused';
  const [row] = await tx
    .select({ ps: leagues.pointsSystem })
    .from(seasons)
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(eq(seasons.id, seasonId));
  return tiesAllowed(row?.ps as { tie?: number } | undefined);
}

/** The game a write would leave, refused (400, every broken rule named) unless its result is sound. */
function resolve(current: GameRow | null, body: Partial<GameCreate>, ties: TiePolicy, start: GameStart, pathPrefix = '') {
  const next = { ...current, ...stripUndefined(body), ...start } as GameRow;
  const scoresTouched = body.homeScore !== undefined || body.awayScore !== undefined;
  let status: GameStatus;
  if (body.status) status = body.status;
  else if (!current || (scoresTouched && AUTO_MANAGED.includes(current.status))) status = autoSetStatus(next);
  else status = current.status;
  const scores = { homeScore: next.homeScore ?? null, awayScore: next.awayScore ?? null };
  const started = hasStarted(next);
  // REG/OT/SO describes how a result was decided (a final's, or one typed in and waiting for Auto-Set
  // Status); a status change away from it drops the outcome.
  const holdsResult = status === 'final' || (status === 'scheduled' && started && scores.homeScore !== null && scores.awayScore !== null);
  const given = holdsResult ? (next.outcome ?? null) : body.status === undefined ? null : (body.outcome ?? null);
  const outcome = holdsResult ? inferOutcome({ ...scores, outcome: given }, ties) : given;
  const issues = resultIssues({ status, ...scores, outcome, started }, ties);
  if (issues.length) {
    throw new RuleRefused(
      issues.map((i) => i.message).join('; '),
      issues.map((i) => ({ path: `${pathPrefix}${i.field}`, message: i.message })),
    );
  }
  return { ...next, status, outcome };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const editable = (g: GameRow) => ({
  homeTeamId: g.homeTeamId,
  awayTeamId: g.awayTeamId,
  gameDate: g.gameDate,
  gameTime: g.gameTime ?? null,
  startsAt: g.startsAt ?? null,
  timeZone: g.timeZone,
  venueId: g.venueId ?? null,
  seasonId: g.seasonId ?? null,
  homeScore: g.homeScore ?? null,
  awayScore: g.awayScore ?? null,
  status: g.status,
  period: g.period ?? null,
  outcome: g.outcome ?? null,
});

export async function createGame(db: Db, body: GameCreate, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const start = scheduleStart(null, body, body.timeZone ?? (await defaultZone(tx, body)));
    const next = resolve(null, body, await tiePolicy(tx, body.seasonId), start);
    const [row] = await tx.insert(games).values(editable(next)).returning();
    await recordAudit(tx, { actor, action: 'create', entity: 'game', entityId: row.id, after: row });
    return row.id;
  });
}

/**
 * Writes one game. Unless the caller is saving the box score in the same transaction
 * (`withBoxScore`), a result the stored box score contradicts is refused (409), so the game page's
 * score and its scoring summary can never tell two stories.
 */
export async function updateOne(
  tx: Tx,
  before: GameRow,
  body: Partial<GameCreate>,
  actor: Actor,
  pathPrefix = '',
  withBoxScore = false,
): Promise<GameRow> {
  const seasonId = body.seasonId !== undefined ? body.seasonId : before.seasonId;
  const start = scheduleStart(before, body, before.timeZone, pathPrefix);
  const next = resolve(before, body, await tiePolicy(tx, seasonId), start, pathPrefix);
  if (next.homeTeamId === next.awayTeamId) throw RuleRefused.field('awayTeamId', 'Home and away team must differ');
  if (!withBoxScore) await refuseIfBoxScoreDisagrees(tx, before, next, pathPrefix);
  const [after] = await tx
    .update(games)
    .set({ ...editable(next), updatedAt: bumpUpdatedAt })
    .where(eq(games.id, before.id))
    .returning();
  // Season, teams and status decide where a box score's lines count (issue #17).
  await refreshPlayerStats(tx, await lineupPlayerIds(tx, before.id));
  await recordAudit(tx, { actor, action: 'update', entity: 'game', entityId: before.id, before, after });
  return after;
}

/** null when the id does not exist; 409 when expectedUpdatedAt no longer matches the row. */
export async function updateGame(db: Db, id: number, body: GameUpdate, actor: Actor): Promise<number | null> {
  const { expectedUpdatedAt, ...fields } = body;
  return db.transaction(async (tx) => {
    const before = await lockVersioned(tx, games, id, expectedUpdatedAt, 'game');
    return before && (await updateOne(tx, before, fields, actor)).id;
  });
}

/** Results entry for a day: every row or none (a missing id or bad value rolls all back). */
export async function saveResults(db: Db, body: GameResultsBody, actor: Actor): Promise<number[]> {
  const ids = body.results.map((r) => r.id);
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(games).where(inArray(games.id, ids)).for('update');
    const byId = new Map(rows.map((g) => [g.id, g]));
    const missing = body.results.flatMap((r, i) =>
      byId.has(r.id) ? [] : [{ path: `results.${i}.id`, message: `Game ${r.id} not found` }],
    );
    if (missing.length)
      throw new NotFound(`Game not found: ${missing.map((m) => m.message.split(' ')[1]).join(', ')}; nothing was saved`, missing);
    for (const [i, { id, ...result }] of body.results.entries()) await updateOne(tx, byId.get(id)!, result, actor, `results.${i}.`);
    return ids;
  });
}

/** The deleted game (where it was, for the streams' tombstone), or null when the id does not exist. */
export async function deleteGame(db: Db, id: number, actor: Actor, expectedUpdatedAt?: string): Promise<RemovedGame | null> {
  return db.transaction(async (tx) => {
    if (expectedUpdatedAt && !(await lockVersioned(tx, games, id, expectedUpdatedAt, 'game'))) return null;
    const boxPlayers = await lineupPlayerIds(tx, id);
    // The box score goes with the game (cascade); the audit entry keeps it, so a restore loses nothing.
    const boxScore = await readBoxBody(tx, id);
    const [before] = await tx.delete(games).where(eq(games.id, id)).returning();
    if (!before) return null;
    await refreshPlayerStats(tx, boxPlayers);
    await recordAudit(tx, { actor, action: 'delete', entity: 'game', entityId: id, before, after: boxScore ? { boxScore } : null });
    return { id, gameDate: before.gameDate, seasonId: before.seasonId };
  });
}
