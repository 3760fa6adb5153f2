import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit, type Actor } from '../admin/audit';
import { bumpUpdatedAt, lockVersioned } from './row-version';

type Table = PgTable & { id: PgColumn; updatedAt: PgColumn };
type Version = { expectedUpdatedAt?: string };

/**
 * Audited create/update/delete for one table: the write and its audit_log row share a
 * transaction, so a failed write leaves neither. Update and remove return null/false when the id
 * does not exist and answer 409 when the caller's expectedUpdatedAt is stale (optimistic locking).
 */
export function tableWrites<TInsert extends Record<string, unknown>>(table: Table, entity: string) {
  // drizzle's generic table types do not survive this level of abstraction; the callers are typed.
  const t = table as unknown as PgTable & Record<string, never>;

  return {
    async create(db: Db, values: TInsert, actor: Actor): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .insert(t)
          .values(values as never)
          .returning()) as { id: number }[];
        await recordAudit(tx, { actor, action: 'create', entity, entityId: row.id, after: row });
        return row;
      });
    },
    async update(db: Db, id: number, body: Partial<TInsert> & Version, actor: Actor): Promise<{ id: number } | null> {
      const { expectedUpdatedAt, ...values } = body;
      return db.transaction(async (tx) => {
        const before = await lockVersioned(tx, table, id, expectedUpdatedAt, entity);
        if (!before) return null;
        const [after] = (await tx
          .update(t)
          .set({ ...values, updatedAt: bumpUpdatedAt(table.updatedAt) } as never)
          .where(eq(table.id, id))
          .returning()) as { id: number }[];
        await recordAudit(tx, { actor, action: 'update', entity, entityId: id, before, after });
        return after;
      });
    },
    async remove(db: Db, id: number, actor: Actor, expectedUpdatedAt?: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (expectedUpdatedAt && !(await lockVersioned(tx, table, id, expectedUpdatedAt, entity))) return false;
        const [before] = (await tx.delete(t).where(eq(table.id, id)).returning()) as { id: number }[];
        if (!before) return false;
        await recordAudit(tx, { actor, action: 'delete', entity, entityId: id, before });
        return true;
      });
    },
  };
}
