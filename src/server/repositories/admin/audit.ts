import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from '../../lib/actor';

// Writers take the actor type from here, beside the function they pass it to.
export type { Actor };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Folded copies kept by the database for search (searchName, searchShort, searchCity): derived from the
// audited columns, so recording them would show every rename twice ("Espoo → Vantaa", "espoo → vantaa").
const DERIVED = /^search[A-Z]/;
const withoutDerived = (row: unknown): unknown =>
  row && typeof row === 'object' && !Array.isArray(row) ? Object.fromEntries(Object.entries(row).filter(([k]) => !DERIVED.test(k))) : row;

export async function recordAudit(
  tx: Db | Tx,
  entry: {
    actor: Actor;
    action: 'create' | 'update' | 'delete' | string;
    entity: string;
    entityId: string | number | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.actor?.id ?? null,
    userEmail: entry.actor?.email ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: withoutDerived(entry.before ?? null),
    after: withoutDerived(entry.after ?? null),
  });
}

export async function listAudit(db: Db, q: { entity?: string; limit: number; offset: number }) {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.limit)
    .offset(q.offset);
}
