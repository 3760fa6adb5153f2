import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { facilities } from './facilities';
import { gameOutcomeEnum, gameStatusEnum } from './enums';
import { seasons } from './seasons';
import { teams } from './teams';
import { importKey, importKeyIndex } from './import-key';
import { timestamps } from './timestamps';

export const games = pgTable(
  'games',
  {
    id: serial().primaryKey(),
    // Restrict: deleting a team must not silently erase its game history.
    homeTeamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    awayTeamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    // Issue #18: the start is an instant scheduled in an IANA zone (the venue's, else the league's);
    // gameDate and gameTime are its wall clock in that zone, kept for the calendar reads (standings,
    // a team's games). No time yet (TBD) = no instant.
    gameDate: date({ mode: 'string' }).notNull(),
    gameTime: time(),
    startsAt: timestamp({ withTimezone: true, mode: 'string' }),
    timeZone: text().notNull().default('UTC'),
    venueId: integer().references(() => facilities.id, { onDelete: 'set null' }),
    seasonId: integer().references(() => seasons.id, { onDelete: 'set null' }),
    homeScore: integer(),
    awayScore: integer(),
    status: gameStatusEnum().notNull().default('scheduled'),
    period: text(),
    outcome: gameOutcomeEnum(),
    ...importKey,
    ...timestamps,
  },
  (t) => [
    importKeyIndex('games', t),
    index('games_date_idx').on(t.gameDate, t.gameTime, t.id),
    index('games_starts_at_idx').on(t.startsAt, t.id),
    index('games_season_status_idx').on(t.seasonId, t.status),
    index('games_home_date_idx').on(t.homeTeamId, t.gameDate),
    index('games_away_date_idx').on(t.awayTeamId, t.gameDate),
    index('games_venue_idx').on(t.venueId),
    check('games_distinct_teams', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('games_scores_non_negative', sql`coalesce(${t.homeScore}, 0) >= 0 and coalesce(${t.awayScore}, 0) >= 0`),
  ],
);
