import { and, eq, inArray, sql } from 'drizzle-orm';
import { autoSetStatus, type GameStatus } from '../../shared/domain/game-status';
import type { AutoSetStatusBody, GameCreate, GameResultsBody, GameUpdate } from '../../shared/schemas/game';
import type { Db } from '../db/client';
import { games } from '../db/schema';
import { HttpError, badRequest } from '../lib/http-errors';
import { recordAudit, type Actor } from './audit';
import { gameFilters } from './games';
import { bumpUpdatedAt as bump, lockVersioned, type Tx } from './row-version';

type GameRow = typeof games.$inferSelect;

const bumpUpdatedAt = bump(games.updatedAt);

/**
 * Auto-Set Status only manages scheduled <-> final. Live, cancelled and postponed are decisions a
 * person made (a live game has scores while it is played); only an explicit status changes them.
 */
const AUTO_MANAGED: readonly GameStatus[] = ['scheduled', 'final'];

function resolve(current: GameRow | null, body: Partial<GameCreate>) {
  const next = { ...current, ...stripUndefined(body) } as GameRow;
  const scoresTouched = body.homeScore !== undefined || body.awayScore !== undefined;
  let status: GameStatus;
  if (body.status) status = body.status;
  else if (!current || (scoresTouched && AUTO_MANAGED.includes(current.status))) status = autoSetStatus(next);
  else status = current.status;
  // REG/OT/SO describes how a final was decided; on any other status it would be stale data.
  const outcome = status === 'final' ? (next.outcome ?? null) : null;
  // Standings count a final only with both scores; refuse one they would silently drop.
  if (status === 'final' && (next.homeScore == null || next.awayScore == null)) {
    throw badRequest('A final game needs both scores', next.homeScore == null ? 'homeScore' : 'awayScore');
  }
  return { ...next, status, outcome };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const editable = (g: GameRow) => ({
  homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, gameDate: g.gameDate, gameTime: g.gameTime ?? null,
  venueId: g.venueId ?? null, seasonId: g.seasonId ?? null, homeScore: g.homeScore ?? null,
  awayScore: g.awayScore ?? null, status: g.status, period: g.period ?? null, outcome: g.outcome ?? null,
});

export async function createGame(db: Db, body: GameCreate, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(games).values(editable(resolve(null, body))).returning();
    await recordAudit(tx, { actor, action: 'create', entity: 'game', entityId: row.id, after: row });
    return row.id;
  });
}

async function updateOne(tx: Tx, before: GameRow, body: Partial<GameCreate>, actor: Actor): Promise<GameRow> {
  const next = resolve(before, body);
  if (next.homeTeamId === next.awayTeamId) throw badRequest('Home and away team must differ', 'awayTeamId');
  const [after] = await tx.update(games).set({ ...editable(next), updatedAt: bumpUpdatedAt })
    .where(eq(games.id, before.id)).returning();
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
    const missing = body.results.flatMap((r, i) => (byId.has(r.id) ? [] : [{ path: `results.${i}.id`, message: `Game ${r.id} not found` }]));
    if (missing.length) throw new HttpError(404, `Game not found: ${missing.map((m) => m.message.split(' ')[1]).join(', ')}; nothing was saved`, missing);
    for (const { id, ...result } of body.results) await updateOne(tx, byId.get(id)!, result, actor);
    return ids;
  });
}

export async function deleteGame(db: Db, id: number, actor: Actor, expectedUpdatedAt?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (expectedUpdatedAt && !(await lockVersioned(tx, games, id, expectedUpdatedAt, 'game'))) return false;
    const [before] = await tx.delete(games).where(eq(games.id, id)).returning();
    if (!before) return false;
    await recordAudit(tx, { actor, action: 'delete', entity: 'game', entityId: id, before });
    return true;
  });
}

/**
 * Bulk Auto-Set Status in ONE UPDATE: the SQL mirrors autoSetStatus() (both scores present →
 * final, else scheduled) and touches only scheduled/final games whose status would change.
 */
export async function autoSetStatuses(db: Db, filter: AutoSetStatusBody, actor: Actor): Promise<number> {
  const bothScores = sql`${games.homeScore} is not null and ${games.awayScore} is not null`;
  const derived = sql`(case when ${bothScores} then 'final' else 'scheduled' end)::game_status`;
  return db.transaction(async (tx) => {
    const changed = await tx.update(games)
      .set({ status: derived, outcome: sql`case when ${bothScores} then ${games.outcome} end`, updatedAt: bumpUpdatedAt })
      .where(and(inArray(games.status, [...AUTO_MANAGED]), sql`${games.status} <> ${derived}`, ...gameFilters(filter)))
      .returning({ id: games.id, status: games.status });
    const toFinal = changed.filter((g) => g.status === 'final').length;
    await recordAudit(tx, {
      actor, action: 'auto-set-status', entity: 'game', entityId: null, before: { filter },
      after: { changed: changed.length, toFinal, toScheduled: changed.length - toFinal, ids: changed.slice(0, 1000).map((g) => g.id) },
    });
    return changed.length;
  });
}
