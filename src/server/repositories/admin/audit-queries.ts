import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '#shared/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { isoUtc } from '../support/iso-utc';

const isoCreatedAt = isoUtc(auditLog.createdAt);

/** Newest first (audit_log_created_idx / audit_log_entity_created_idx), with the filtered total. */
export async function listAuditPage(db: Db, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.action) where.push(eq(auditLog.action, q.action));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...getTableColumns(auditLog), createdAt: isoCreatedAt })
      .from(auditLog)
      .where(and(...where))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count() })
      .from(auditLog)
      .where(and(...where)),
  ]);
  return { rows, total };
}
