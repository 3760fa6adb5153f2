import { and, asc, eq, sql } from 'drizzle-orm';
import type { StandingAdjustment } from '../../shared/schemas/standing';
import type { Db } from '../db/client';
import { standingAdjustments, teams } from '../db/schema';
import { recordAudit, type Actor } from './audit';

const ENTITY = 'standing_adjustment';

const columns = {
  seasonId: standingAdjustments.seasonId,
  teamId: standingAdjustments.teamId,
  teamName: teams.name,
  points: standingAdjustments.points,
  reason: standingAdjustments.reason,
  updatedAt: sql<string>`to_char(${standingAdjustments.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

const bySeasonTeam = (seasonId: number, teamId: number) =>
  and(eq(standingAdjustments.seasonId, seasonId), eq(standingAdjustments.teamId, teamId));

export async function listAdjustments(db: Db, seasonId: number): Promise<StandingAdjustment[]> {
  return db.select(columns).from(standingAdjustments).innerJoin(teams, eq(teams.id, standingAdjustments.teamId))
    .where(eq(standingAdjustments.seasonId, seasonId)).orderBy(asc(teams.name));
}

export async function getAdjustment(db: Db, seasonId: number, teamId: number): Promise<StandingAdjustment | null> {
  const [row] = await db.select(columns).from(standingAdjustments).innerJoin(teams, eq(teams.id, standingAdjustments.teamId))
    .where(bySeasonTeam(seasonId, teamId));
  return row ?? null;
}

export async function teamExists(db: Db, teamId: number): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  return Boolean(row);
}

/** One adjustment per (season, team): PUT replaces it. Write and audit row share a transaction. */
export async function upsertAdjustment(db: Db, key: { seasonId: number; teamId: number },
  body: { points: number; reason?: string | null }, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(standingAdjustments).where(bySeasonTeam(key.seasonId, key.teamId)).for('update');
    const values = { points: body.points, reason: body.reason ?? null };
    const [after] = await tx.insert(standingAdjustments).values({ ...key, ...values })
      .onConflictDoUpdate({
        target: [standingAdjustments.seasonId, standingAdjustments.teamId],
        set: { ...values, updatedAt: sql`now()` },
      }).returning();
    await recordAudit(tx, { actor, action: before ? 'update' : 'create', entity: ENTITY, entityId: after.id, before, after });
  });
}

export async function removeAdjustment(db: Db, seasonId: number, teamId: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(standingAdjustments).where(bySeasonTeam(seasonId, teamId)).returning();
    if (!before) return false;
    await recordAudit(tx, { actor, action: 'delete', entity: ENTITY, entityId: before.id, before });
    return true;
  });
}
