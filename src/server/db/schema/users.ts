import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { userRoleEnum } from './enums';
import { timestamps } from './timestamps';

export const users = pgTable('users', {
  id: serial().primaryKey(),
  // Stored lower-cased by the repository so the unique constraint is case-insensitive.
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  firstName: text(),
  lastName: text(),
  profileImageUrl: text(),
  role: userRoleEnum().notNull().default('user'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table does not yield usable cookies.
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
