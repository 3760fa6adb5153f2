import { eq, getTableColumns, getTableName, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DeleteReferences, GuardedEntity } from '#shared/schemas/delete-guard';
import type { Db } from '../../db/client';
import { Conflict } from '../../lib/domain-errors';
import { recordAudit, type Actor } from '../admin/audit';
import { bumpUpdatedAt, lockVersioned, type Tx } from '../support/row-version';
import { countReferences } from './references';
import { GUARDS, type Relation } from './relations';

/** Rows a cascade removed (to insert again) and references it emptied (to point back), kept in the audit entry. */
export type Dependants = {
  removed: { table: string; rows: Record<string, unknown>[] }[];
  cleared: { table: string; column: string; value: number; ids: number[] }[];
};

type AnyTable = PgTable & Record<string, PgColumn>;
const keyOf = (table: PgTable, col: PgColumn) => Object.entries(getTableColumns(table)).find(([, c]) => c === col)![0];

const referenced = (body: DeleteReferences) => new Conflict(body.message, undefined, body);

/** The references of a record as the delete would see them; null when it does not exist. */
export async function describeDelete(db: Db, entity: GuardedEntity, id: number): Promise<DeleteReferences | null> {
  const guard = GUARDS[entity];
  const [row] = await db.select().from(guard.table).where(eq(guard.table.id, id));
  return row ? countReferences(db, entity, id, row) : null;
}

async function clearReferences(tx: Tx, rel: Relation, ids: number[], out: Dependants) {
  const t = rel.table as AnyTable;
  const col = rel.columns[0]!;
  const key = keyOf(t, col);
  const rows = await tx.select({ id: t.id!, value: col }).from(t).where(inArray(col, ids)).for('update');
  if (!rows.length) return;
  await tx
    .update(t)
    .set({ [key]: null, updatedAt: bumpUpdatedAt(t.updatedAt!) } as never)
    .where(inArray(col, ids));
  for (const value of new Set(rows.map((r) => r.value as number))) {
    out.cleared.push({ table: getTableName(t), column: key, value, ids: rows.filter((r) => r.value === value).map((r) => r.id as number) });
  }
}

/** Set-based, depth first: a league's seasons clear their games and drop their adjustments before they go. */
async function cascade(tx: Tx, entity: GuardedEntity, ids: number[], out: Dependants) {
  for (const rel of GUARDS[entity].relations) {
    if (rel.effect === 'clear') await clearReferences(tx, rel, ids, out);
    if (rel.effect !== 'delete') continue;
    const t = rel.table as AnyTable;
    const col = rel.columns[0]!;
    if (rel.child) {
      const children = await tx.select({ id: t.id! }).from(t).where(inArray(col, ids)).for('update');
      if (children.length)
        await cascade(
          tx,
          rel.child,
          children.map((c) => c.id as number),
          out,
        );
    }
    const rows = (await tx.delete(t).where(inArray(col, ids)).returning()) as Record<string, unknown>[];
    if (rows.length) out.removed.push({ table: getTableName(t), rows });
  }
}

/**
 * Deletes one record (issue 18 item 3). Refused with 409 and the counts while anything references
 * it, unless `cascade` asks for the dependants to be handled as relations.ts says (409 still when
 * something blocks that). The record and every dependant row removed or changed go into ONE audit
 * entry (before: the record; after: { dependants }), enough to restore them. false: no such record.
 */
export async function guardedDelete(
  db: Db,
  entity: GuardedEntity,
  id: number,
  actor: Actor,
  opts: { cascade?: boolean; expectedUpdatedAt?: string },
): Promise<boolean> {
  const guard = GUARDS[entity];
  return db.transaction(async (tx) => {
    const row = await lockVersioned(tx, guard.table, id, opts.expectedUpdatedAt, entity);
    if (!row) return false;
    const refs = await countReferences(tx, entity, id, row);
    if (refs.references.length && (!opts.cascade || !refs.cascadable)) throw referenced(refs);
    const dependants: Dependants = { removed: [], cleared: [] };
    if (refs.references.length) await cascade(tx, entity, [id], dependants);
    const [before] = (await tx.delete(guard.table).where(eq(guard.table.id, id)).returning()) as Record<string, unknown>[];
    const after = refs.references.length ? { dependants } : null;
    await recordAudit(tx, { actor, action: 'delete', entity, entityId: id, before, after });
    return true;
  });
}
