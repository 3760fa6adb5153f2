import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { anyOf, type WithOwn } from '../users/own-scope';
import { seasonName } from '#shared/domain/standings/seasons';
import type { SeasonCreate } from '#shared/schemas/season';
import type { Db } from '../../db/client';
import { seasons } from '../../db/schema';
import { RuleRefused } from '../../lib/domain-errors';
import { recordAudit, type Actor } from '../admin/audit';
import { bumpUpdatedAt, isoUpdatedAt, lockVersioned, type Tx } from '../support/row-version';

type SeasonRow = typeof seasons.$inferSelect;
export type SeasonInput = Omit<SeasonCreate, 'seasonType'> & { seasonType?: SeasonCreate['seasonType'] };

const columns = {
  id: seasons.id,
  leagueId: seasons.leagueId,
  year: seasons.year,
  seasonType: seasons.seasonType,
  name: seasons.name,
  startDate: seasons.startDate,
  endDate: seasons.endDate,
  isActive: seasons.isActive,
  updatedAt: isoUpdatedAt(seasons.updatedAt),
};

// The enum's declared order is preseason, regular, playoffs: the natural order within a year.
const newestFirst = [desc(seasons.year), asc(seasons.seasonType), asc(seasons.id)];

export async function listSeasons(
  db: Db,
  q: { leagueId?: number; seasonType?: SeasonRow['seasonType']; limit: number; offset: number } & WithOwn,
) {
  const where = and(
    q.own ? anyOf(seasons.leagueId, q.own.leagueIds) : undefined,
    q.leagueId ? eq(seasons.leagueId, q.leagueId) : undefined,
    q.seasonType ? eq(seasons.seasonType, q.seasonType) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(seasons)
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(seasons).where(where),
  ]);
  return { rows, total };
}

export async function getSeason(db: Db, id: number) {
  const [row] = await db.select(columns).from(seasons).where(eq(seasons.id, id));
  return row ?? null;
}

/** '2024-25' + 'playoffs' -> '2024-25 Playoffs' (§3 label) when the admin leaves the name blank. */
export const defaultSeasonName = (year: string, type: SeasonRow['seasonType']) => seasonName(Number(year.slice(0, 4)), type);

// Checked on the stored row so a PATCH of one date is validated against the other.
function checkDates(row: SeasonRow) {
  if (row.startDate && row.endDate && row.endDate < row.startDate) {
    throw RuleRefused.field('endDate', 'End date must be on or after the start date');
  }
}

/**
 * One current season per league and season type: activating a season clears the flag on its
 * siblings inside the same transaction, each change audited.
 */
async function clearSiblings(tx: Tx, row: SeasonRow, actor: Actor) {
  const cleared = await tx
    .update(seasons)
    .set({ isActive: false, updatedAt: bumpUpdatedAt(seasons.updatedAt) })
    .where(
      and(eq(seasons.leagueId, row.leagueId), eq(seasons.seasonType, row.seasonType), eq(seasons.isActive, true), ne(seasons.id, row.id)),
    )
    .returning();
  for (const after of cleared) {
    await recordAudit(tx, { actor, action: 'update', entity: 'season', entityId: after.id, before: { ...after, isActive: true }, after });
  }
}

export async function createSeason(db: Db, input: SeasonInput, actor: Actor): Promise<{ id: number }> {
  const seasonType = input.seasonType ?? 'regular';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(seasons)
      .values({ ...input, seasonType, name: input.name ?? defaultSeasonName(input.year, seasonType) })
      .returning();
    checkDates(row);
    await recordAudit(tx, { actor, action: 'create', entity: 'season', entityId: row.id, after: row });
    if (row.isActive) await clearSiblings(tx, row, actor);
    return row;
  });
}

export async function updateSeason(
  db: Db,
  id: number,
  body: Partial<SeasonInput> & { expectedUpdatedAt?: string },
  actor: Actor,
): Promise<{ id: number } | null> {
  const { expectedUpdatedAt, ...input } = body;
  return db.transaction(async (tx) => {
    const before = await lockVersioned(tx, seasons, id, expectedUpdatedAt, 'season');
    if (!before) return null;
    // A name that was the generated label follows a changed year or type.
    const wasDefault = before.name === defaultSeasonName(before.year, before.seasonType);
    const name =
      input.name ?? (wasDefault ? defaultSeasonName(input.year ?? before.year, input.seasonType ?? before.seasonType) : undefined);
    const [after] = await tx
      .update(seasons)
      .set({ ...input, ...(name ? { name } : {}), updatedAt: bumpUpdatedAt(seasons.updatedAt) })
      .where(eq(seasons.id, id))
      .returning();
    checkDates(after);
    await recordAudit(tx, { actor, action: 'update', entity: 'season', entityId: id, before, after });
    if (after.isActive) await clearSiblings(tx, after, actor);
    return after;
  });
}
