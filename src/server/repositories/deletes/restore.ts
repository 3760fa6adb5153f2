import { and, eq, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RestoreResult } from '#shared/schemas/audit';
import { GuardedEntity } from '#shared/schemas/delete-guard';
import type { Db } from '../../db/client';
import { auditLog, games } from '../../db/schema';
import { Conflict, Expired, NotFound } from '../../lib/domain-errors';
import { recordAudit, type Actor } from '../admin/audit';
import { lineupPlayerIds, refreshPlayerStats } from '../stats/player-season-stats';
import { bumpUpdatedAt, type Tx } from '../support/row-version';
import type { Dependants } from './guarded-delete';
import { bumpSequence } from './bump-sequence';
import { GUARDS } from './relations';
import { restoreGame } from './restore-game';

export const RESTORE_DAYS = 30;

type AnyTable = PgTable & Record<string, PgColumn>;

// Every table a cascade can remove rows from or clear a reference in.
const TABLES = new Map<string, AnyTable>(
  Object.values(GUARDS).flatMap((g) => [g.table, ...g.relations.map((r) => r.table)].map((t) => [getTableName(t), t as AnyTable] as const)),
);

async function insertRows(tx: Tx, table: AnyTable, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  await tx.insert(table).values(rows as never);
  if ('id' in rows[0]!) await bumpSequence(tx, table);
}

/** Points cleared references back at their record, where nobody has set them to something else since. */
async function pointBack(tx: Tx, cleared: Dependants['cleared']): Promise<number> {
  let skipped = 0;
  for (const c of cleared) {
    const t = TABLES.get(c.table)!;
    const col = t[c.column]!;
    const back = await tx
      .update(t)
      .set({ [c.column]: c.value, updatedAt: bumpUpdatedAt(t.updatedAt!) } as never)
      .where(and(inArray(t.id!, c.ids), isNull(col)))
      .returning({ id: t.id! });
    skipped += c.ids.length - back.length;
  }
  return skipped;
}

const relinkedGames = (cleared: Dependants['cleared']) => cleared.filter((c) => c.table === getTableName(games)).flatMap((c) => c.ids);

/** Season totals are derived: rebuild them for the players of games that got their season back. */
async function refreshStats(tx: Tx, cleared: Dependants['cleared']) {
  const gameIds = relinkedGames(cleared);
  if (gameIds.length) await refreshPlayerStats(tx, await lineupPlayerIds(tx, gameIds));
}

/**
 * Restores a deleted record with its original id, and what its cascade removed or cleared, in one
 * transaction that is itself audit-logged (issue 18 item 3). NotFound: no such entry; Conflict: not a
 * restorable delete, already restored, or the record (or its name) is taken again; Expired: older
 * than RESTORE_DAYS days. `gameIds`: the games it brought back or pointed back at their season, venue...,
 * for the caller to announce to the live streams after the commit.
 */
export async function restoreDeleted(db: Db, auditId: number, actor: Actor): Promise<{ result: RestoreResult; gameIds: number[] }> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        expired: sql<boolean>`${auditLog.createdAt} < now() - make_interval(days => ${RESTORE_DAYS})`,
      })
      .from(auditLog)
      .where(eq(auditLog.id, auditId))
      .for('update');
    if (!entry) throw NotFound.record('Audit entry');
    const entity = GuardedEntity.safeParse(entry.entity);
    const game = entry.entity === 'game';
    if (entry.action !== 'delete' || !(entity.success || game) || !entry.before)
      throw new Conflict('Only a deleted league, season, team, facility, country, player or game can be restored');
    if (entry.expired) throw new Expired(`Deletes can be restored for ${RESTORE_DAYS} days; this one is older`);
    const [done] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'restore'), sql`${auditLog.before}->>'restoredFrom' = ${String(auditId)}`))
      .limit(1);
    if (done) throw new Conflict('This delete was already restored');
    if (game) {
      const result = await restoreGame(tx, auditId, entry.before as typeof games.$inferSelect, entry.after, actor);
      return { result, gameIds: [result.id] };
    }
    if (!entity.success) throw new Conflict('Not a restorable delete');

    const guard = GUARDS[entity.data];
    const record = entry.before as Record<string, unknown>;
    const [taken] = await tx
      .select({ id: guard.table.id })
      .from(guard.table)
      .where(eq(guard.table.id, Number(record.id)));
    if (taken) throw new Conflict(`${guard.noun} #${String(record.id)} exists again; nothing to restore`);
    await insertRows(tx, guard.table as unknown as AnyTable, [record]);

    const dependants = (entry.after as { dependants?: Dependants } | null)?.dependants ?? { removed: [], cleared: [] };
    // Removed depth first (a season's adjustments before the season): insert parents first.
    for (const r of [...dependants.removed].reverse()) await insertRows(tx, TABLES.get(r.table)!, r.rows);
    const skipped = await pointBack(tx, dependants.cleared);
    await refreshStats(tx, dependants.cleared);

    await recordAudit(tx, {
      actor,
      action: 'restore',
      entity: entity.data,
      entityId: entry.entityId,
      before: { restoredFrom: auditId },
      after: record,
    });
    const restored = [
      ...dependants.removed.map((r) => ({ table: r.table, count: r.rows.length, effect: 'inserted' as const })),
      ...dependants.cleared.map((c) => ({ table: c.table, count: c.ids.length, effect: 'relinked' as const })),
    ];
    const result = { entity: entity.data, id: Number(record.id), name: guard.name(record), restored, skipped };
    return { result, gameIds: relinkedGames(dependants.cleared) };
  });
}
