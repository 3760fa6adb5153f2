import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, withQuery } from '../../../lib/api';

/** One audit_log row as GET /api/audit returns it. */
export type AuditEntry = {
  id: number;
  userId: number | null;
  userEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

export type AuditFilter = { entity: string; offset: number; limit: number };

export const auditQuery = (f: AuditFilter) => queryOptions({
  queryKey: ['audit', f],
  queryFn: () => getPage<AuditEntry>(withQuery('/api/audit', f)),
  placeholderData: keepPreviousData,
});

export const useAudit = (f: AuditFilter) => useQuery(auditQuery(f));
