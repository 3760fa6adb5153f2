import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userEmail: text(),
    // Issue 27: the grant the write was made under ("admin", "league manager of …", "scorekeeper of game 12").
    actorRole: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_created_idx').on(t.entity, t.createdAt), index('audit_log_created_idx').on(t.createdAt)],
);
