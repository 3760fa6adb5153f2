import { and, eq, inArray, sql } from 'drizzle-orm';
import { autoSetStatus, type GameStatus } from '#shared/domain/games/game-status';
import { resultIssues, tiesAllowed, type TiePolicy } from '#shared/domain/games/game-result-rules';
import type { AutoSetStatusBody, GameCreate, GameResultsBody, GameUpdate } from '#shared/schemas/game';
import type { Db } from '../../db/client';
import { games, leagues, seasons } from '../../db/schema';
import { NotFound, RuleRefused } from '../../lib/domain-errors';
import { recordAudit, type Actor } from '../admin/audit';
import { gameFilters } from './games';
import { lineupPlayerIds, refreshPlayerStats } from '../stats/player-season-stats';
import { bumpUpdatedAt as bump, lockVersioned, type Tx } from '../support/row-version';
import { refuseIfBoxScoreDisagrees } from '../box-score/box-score-agreement';
import { readBoxBody } from '../box-score/box-score-read';
import { defaultZone } from './game-start';
import type { RemovedGame } from './game-marks';
import { scheduleStart } from '../../lib/schedule-start';

type GameRow = typeof games.$inferSelect;

const bumpUpdatedAt = bump(games.updatedAt);

/**
 * Auto-Set Status only manages scheduled <-> final. Live, cancelled and postponed are decisions a
 * person made (a live game has scores while it is played); only an explicit status changes them.
 */
const AUTO_MANAGED: readonly GameStatus[] = ['scheduled', 'final'];

/** Ties are a result only in a league whose points system gives them points: the season's league decides. */
async function tiePolicy(tx: Db | Tx, seasonId: number | null | undefined): Promise<TiePolicy> {
  if (!seasonId) return 'refused';
  const [row] = await tx
    .select({ ps: leagues.pointsSystem })
    .from(seasons)
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(eq(seasons.id, seasonId));
  return tiesAllowed(row?.ps as { tie?: number } | undefined);
}

/** The game a write would leave, refused (400, every broken rule named) unless its result is sound. */
function resolve(current: GameRow | null, body: Partial<GameCreate>, ties: TiePolicy, pathPrefix = '') {
  const next = { ...current, ...stripUndefined(body) } as GameRow;
  const scoresTouched = body.homeScore !== undefined || body.awayScore !== undefined;
  let status: GameStatus;
  if (body.status) status = body.status;
  else if (!current || (scoresTouched && AUTO_MANAGED.includes(current.status))) status = autoSetStatus(next);
  else status = current.status;
  // REG/OT/SO describes how a final was decided; a status change away from final drops it.
  const outcome = status === 'final' ? (next.outcome ?? null) : body.status === undefined ? null : (body.outcome ?? null);
  const issues = resultIssues({ status, homeScore: next.homeScore ?? null, awayScore: next.awayScore ?? null, outcome }, ties);
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
    const next = resolve(null, body, await tiePolicy(tx, body.seasonId));
    const start = scheduleStart(null, body, body.timeZone ?? (await defaultZone(tx, body)));
    const [row] = await tx
      .insert(games)
      .values(editable({ ...next, ...start }))
      .returning();
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
  const next = {
    ...resolve(before, body, await tiePolicy(tx, seasonId), pathPrefix),
    ...scheduleStart(before, body, before.timeZone, pathPrefix),
  };
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

/**
 * Bulk Auto-Set Status in ONE UPDATE: the SQL mirrors autoSetStatus() (both scores present →
 * final, else scheduled) and touches only scheduled/final games whose status would change; answers their ids.
 */
export async function autoSetStatuses(db: Db, filter: AutoSetStatusBody, actor: Actor): Promise<number[]> {
  const bothScores = sql`${games.homeScore} is not null and ${games.awayScore} is not null`;
  const noScore = sql`${games.homeScore} is null and ${games.awayScore} is null`;
  // As resultIssues(): a final has a winner and an outcome, won by one goal in OT or SO (or is a tie,
  // below). A game whose scores would not make a sound final keeps its status (results entry names
  // the problem).
  const soundFinal = sql`${bothScores} and ${games.outcome} is not null and ${games.homeScore} <> ${games.awayScore}
    and (${games.outcome} = 'REG' or abs(${games.homeScore} - ${games.awayScore}) = 1)`;
  // As tiePolicy(): a tied score is a result (outcome TIE) only where the season's league gives a
  // tie points; elsewhere, or with another outcome stored, it stays as it is for a person to decide.
  const tiesCount = sql`exists (select 1 from ${seasons} inner join ${leagues} on ${leagues.id} = ${seasons.leagueId}
    where ${seasons.id} = ${games.seasonId} and case when jsonb_typeof(${leagues.pointsSystem} -> 'tie') = 'number'
      then (${leagues.pointsSystem} ->> 'tie')::numeric > 0 else false end)`;
  const soundTie = sql`${bothScores} and ${games.homeScore} = ${games.awayScore}
    and (${games.outcome} is null or ${games.outcome} = 'TIE') and ${tiesCount}`;
  const derived = sql`(case when ${bothScores} then 'final' else 'scheduled' end)::game_status`;
  const outcome = sql`case when ${soundTie} then 'TIE'::game_outcome when ${bothScores} then ${games.outcome} end`;
  // Issue #18: a game becomes final only once its start instant has passed (a TBD time: its date).
  const started = sql`(${games.startsAt} <= now() or (${games.startsAt} is null and ${games.gameDate} <= current_date))`;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(games)
      .set({ status: derived, outcome, updatedAt: bumpUpdatedAt })
      .where(
        and(
          inArray(games.status, [...AUTO_MANAGED]),
          sql`${games.status} <> ${derived}`,
          sql`(((${soundFinal} or ${soundTie}) and ${started}) or ${noScore})`,
          ...gameFilters(filter),
        ),
      )
      .returning({ id: games.id, status: games.status });
    await refreshPlayerStats(
      tx,
      await lineupPlayerIds(
        tx,
        changed.map((g) => g.id),
      ),
    );
    const toFinal = changed.filter((g) => g.status === 'final').length;
    await recordAudit(tx, {
      actor,
      action: 'auto-set-status',
      entity: 'game',
      entityId: null,
      before: { filter },
      after: { changed: changed.length, toFinal, toScheduled: changed.length - toFinal, ids: changed.slice(0, 1000).map((g) => g.id) },
    });
    return changed.map((g) => g.id);
  });
}
