import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { games } from './games';

/**
 * Issue 27: a game's live events (ADR 0025). `id` is made on the scorekeeper's device, so a resend
 * finds the stored row instead of adding one. `seq` is taken from one sequence at every change
 * (create, edit, delete), so a stream resumes after the last `seq` it sent with no gap and no
 * duplicate; a deleted event stays as a tombstone (`deletedAt`) for the streams to announce.
 * `version` counts the event's edits: an edit based on an older one is refused.
 */
export const gameEvents = pgTable(
  'game_events',
  {
    id: uuid().primaryKey(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seq: bigint({ mode: 'number' }).notNull().unique(),
    type: text().notNull(),
    period: integer().notNull(),
    time: text().notNull(),
    /** The type's own fields (team, players, strength...), as validated by shared/schemas/game-event.ts. */
    data: jsonb().notNull(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [index('game_events_game_seq_idx').on(t.gameId, t.seq)],
);

/**
 * Issue 27: a change to a game itself (its status, score or period: set live, ended, postponed...)
 * for the streams, so open pages switch to Final at once instead of at their next poll. One row per
 * game, its `seq` taken again from the events' sequence at each change under the same lock, so a
 * stream resumes after the last `seq` it sent across both tables with no gap (ADR 0025).
 *
 * A deleted game keeps its row as a tombstone: no foreign key, so the delete does not take it along,
 * and the day and league it was on (as of its last mark) tell a day's stream, which finds its games by
 * date, that the game has left it. A mark whose game is gone is read as a removal.
 */
export const gameStreamMarks = pgTable(
  'game_stream_marks',
  {
    gameId: integer().primaryKey(),
    seq: bigint({ mode: 'number' }).notNull().unique(),
    changedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    gameDate: date({ mode: 'string' }).notNull(),
    leagueId: integer(),
    /** The day (and league) the game last left by a move: that day's streams are told it has gone. */
    leftDate: date({ mode: 'string' }),
    leftLeagueId: integer(),
  },
  (t) => [index('game_stream_marks_day_idx').on(t.gameDate, t.seq), index('game_stream_marks_left_idx').on(t.leftDate, t.seq)],
);
