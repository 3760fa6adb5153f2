import { z } from 'zod';
import { Pagination } from './common';

/** One audit_log row: who changed what and when, with the row before and after. */
export const AuditEntry = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  userEmail: z.string().nullable(),
  /** The grant the change was made under (issue 27): "admin", "league manager of league 3" … */
  actorRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

const blankToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

export const AuditQuery = Pagination.extend({
  entity: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  entityId: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  action: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
});

/** POST /api/audit/{id}/restore: the record back, and how many dependant rows came back with it. */
export const RestoreResult = z.object({
  entity: z.string(),
  id: z.number(),
  name: z.string(),
  restored: z.object({ table: z.string(), count: z.number(), effect: z.enum(['inserted', 'relinked']) }).array(),
  /** Cleared references not pointed back because someone set them to something else meanwhile. */
  skipped: z.number(),
});

export type AuditEntry = z.infer<typeof AuditEntry>;
export type AuditQuery = z.infer<typeof AuditQuery>;
export type RestoreResult = z.infer<typeof RestoreResult>;
