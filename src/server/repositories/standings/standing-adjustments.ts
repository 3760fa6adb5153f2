import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { StandingAdjustment } from '#shared/schemas/standing';
import type { Db } from '../../db/client';
import { games, standingAdjustments, teams } from '../../db/schema';
import { isoUtc } from '../support/iso-utc';
import { recordAudit, type Actor } from '../admin/audit';

const ENTITY = 'standing_adjustment';

const columns = {
  seasonId: standingAdjustments.seasonId,
  teamId: standingAdjustments.teamId,
  teamName: teams.name,
  points: standingAdjustments.points,
  reason: standingAdjustments.reason,
  updatedAt: isoUtc(standingAdjustments.updatedAt),
};

const bySeasonTeam = (seasonId: number, teamId: number) =>
  and(eq(standingAdjustments.seasonId, seasonId), eq(standingAdjustments.teamId, teamId));

export async function listAdjustments(db: Db, seasonId: number): Promise<StandingAdjustment[]> {
  return db
    .select(columns)
    .from(standingAdjustments)
    .innerJoin(teams, eq(teams.id, standingAdjustments.teamId))
    .where(eq(standingAdjustments.seasonId, seasonId))
    .orderBy(asc(teams.name));
}

export async function getAdjustment(db: Db, seasonId: number, teamId: number): Promise<StandingAdjustment | null> {
  const [row] = await db
    .select(columns)
    .from(standingAdjustments)
    .innerJoin(teams, eq(teams.id, standingAdjustments.teamId))
    .where(bySeasonTeam(seasonId, teamId));
  return row ?? null;
}

/**
 * Whether a team has a row in the season's table: the same rule the standings use (the league's
 * teams plus any team that played a game of the season); an adjustment for anyone else would be
 * stored but never shown. 'missing' when no such team exists at all.
 */
export async function teamStanding(
  db: Db,
  season: { id: number; leagueId: number },
  teamId: number,
): Promise<'in' | 'outside' | 'missing'> {
  const [row] = await db.select({ leagueId: teams.leagueId }).from(teams).where(eq(teams.id, teamId));
  if (!row) return 'missing';
  if (row.leagueId === season.leagueId) return 'in';
  const [played] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.seasonId, season.id), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId))))
    .limit(1);
  return played ? 'in' : 'outside';
}

/** One adjustment per (season, team): PUT replaces it. Write and audit row share a transaction. */
export async function upsertAdjustment(
  db: Db,
  key: { seasonId: number; teamId: number },
  body: { points: number; reason?: string | null },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(standingAdjustments).where(bySeasonTeam(key.seasonId, key.teamId)).for('update');
    const values = { points: body.points, reason: body.reason ?? null };
    const [after] = await tx
      .insert(standingAdjustments)
      .values({ ...key, ...values })
      .onConflictDoUpdate({
        target: [standingAdjustments.seasonId, standingAdjustments.teamId],
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
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
