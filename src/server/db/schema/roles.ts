import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games';
import { leagues } from './leagues';
import { teams } from './teams';
import { users } from './users';

/**
 * Issue 27: a scoped grant on top of users.role (admin stays a plain role). A league manager's row
 * names one league, a team manager's one team; a user may hold many rows. Deleting the league or
 * team ends the grant with it.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['league_manager', 'team_manager'] }).notNull(),
    leagueId: integer().references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: integer().references(() => teams.id, { onDelete: 'cascade' }),
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('user_roles_user_idx').on(t.userId),
    uniqueIndex('user_roles_league_uq')
      .on(t.userId, t.leagueId)
      .where(sql`${t.leagueId} is not null`),
    uniqueIndex('user_roles_team_uq')
      .on(t.userId, t.teamId)
      .where(sql`${t.teamId} is not null`),
    check(
      'user_roles_scope',
      sql`(${t.role} = 'league_manager' and ${t.leagueId} is not null and ${t.teamId} is null) or (${t.role} = 'team_manager' and ${t.teamId} is not null and ${t.leagueId} is null)`,
    ),
  ],
);

/** A scorekeeper's per-game code: only its sha256 is stored; revokedAt ends it and its sessions. */
export const gameCodes = pgTable(
  'game_codes',
  {
    id: serial().primaryKey(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    codeHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'string' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('game_codes_game_idx').on(t.gameId)],
);

/** A scorekeeper's session (cookie hd_score): sha256 of the token, tied to the code it came from. */
export const scoreSessions = pgTable(
  'score_sessions',
  {
    id: text().primaryKey(),
    codeId: integer()
      .notNull()
      .references(() => gameCodes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('score_sessions_code_idx').on(t.codeId)],
);
