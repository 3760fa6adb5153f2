import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { recordAudit, type Actor } from './audit';

type WithId = PgTable & { id: never };

/**
 * Audited create/update/delete for one table: the write and its audit_log row share a
 * transaction, so a failed write leaves neither. Returns null when the id does not exist.
 */
export function tableWrites<TInsert extends Record<string, unknown>>(table: PgTable, entity: string) {
  // drizzle's generic table types do not survive this level of abstraction; the callers are typed.
  const t = table as unknown as WithId & Record<string, never>;
  const idCol = (table as unknown as { id: Parameters<typeof eq>[0] }).id;

  return {
    async create(db: Db, values: TInsert, actor: Actor): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(t).values(values as never).returning() as { id: number }[];
        await recordAudit(tx, { actor, action: 'create', entity, entityId: row.id, after: row });
        return row;
      });
    },
    async update(db: Db, id: number, values: Partial<TInsert>, actor: Actor): Promise<{ id: number } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(t).where(eq(idCol, id)).for('update') as { id: number }[];
        if (!before) return null;
        const [after] = await tx.update(t).set({ ...values, updatedAt: sql`now()` } as never)
          .where(eq(idCol, id)).returning() as { id: number }[];
        await recordAudit(tx, { actor, action: 'update', entity, entityId: id, before, after });
        return after;
      });
    },
    async remove(db: Db, id: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.delete(t).where(eq(idCol, id)).returning() as { id: number }[];
        if (!before) return false;
        await recordAudit(tx, { actor, action: 'delete', entity, entityId: id, before });
        return true;
      });
    },
  };
}
