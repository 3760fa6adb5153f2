import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RestoreResult } from '#shared/schemas/audit';
import { getPage, sendJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** One audit_log row as GET /api/audit returns it. */
export type AuditEntry = {
  id: number;
  userId: number | null;
  userEmail: string | null;
  /** The grant the change was made under: "admin", "scorekeeper of game 12" (a scorekeeper has no e-mail). */
  actorRole: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

export type AuditFilter = { entity: string; offset: number; limit: number };

export const auditQuery = (f: AuditFilter) =>
  queryOptions({
    queryKey: queryKeys.audit(f),
    queryFn: () => getPage<AuditEntry>(withQuery('/api/audit', f)),
    placeholderData: keepPreviousData,
  });

export const useAudit = (f: AuditFilter) => useQuery(auditQuery(f));

/** POST /api/audit/{id}/restore: a deleted record back with its ids (and what its cascade touched), within 30 days. */
export const restoreDeleted = (auditId: number) => sendJson<RestoreResult>('POST', `/api/audit/${auditId}/restore`);
