import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/database-before';

// Issue #18: migration 0006 turns the venue's wall clock (game_date + game_time) into an instant in
// the venue's zone. Rows are written the old way on a database stopped at 0005, then migrated.
let db: Awaited<ReturnType<typeof databaseBefore>>;
const rows = (query: ReturnType<typeof sql>) => db.rows(query);

beforeAll(async () => {
  db = await databaseBefore('0006');
  const { handle } = db;
  await handle.exec(`
    INSERT INTO countries (id, name, code) VALUES (1, 'Canada', 'CAN'), (2, 'Finland', 'FIN'), (3, 'United States', 'USA');
    INSERT INTO facilities (id, name, city, country_id, facility_type, surface_type) VALUES
      (1, 'Old Montréal Forum', 'Montréal', 1, 'arena', 'ice'),
      (2, 'Old Helsinki Hall', 'Helsinki', 2, 'arena', 'ice'),
      (3, 'Old Vancouver Rink', 'Vancouver', 1, 'arena', 'ice'),
      (4, 'Nowhere Rink', 'Nowhere', 3, 'rink', 'ice');
    INSERT INTO leagues (id, name, short_name, country_id) VALUES (1, 'National Hockey League', 'NHL', 3), (2, 'Old Minor League', 'OML', 3);
    INSERT INTO teams (id, name, city, league_id) VALUES (1, 'A', 'Montréal', 1), (2, 'B', 'Helsinki', 1), (3, 'C', 'Nowhere', 2), (4, 'D', 'X', 2);
    INSERT INTO games (id, home_team_id, away_team_id, game_date, game_time, venue_id) VALUES
      (1, 1, 2, '2026-03-07', '19:00', 1),
      (2, 1, 2, '2026-03-08', '19:00', 1),
      (3, 1, 2, '2026-11-01', '19:00', 1),
      (4, 2, 1, '2026-03-29', '18:30', 2),
      (5, 1, 2, '2026-03-08', '19:00', 3),
      (6, 1, 2, '2026-03-08', '19:00', null),
      (7, 3, 4, '2026-03-08', '19:00', 4),
      (8, 1, 2, '2026-03-09', null, 1);
  `);
  await db.migrate();
});

afterAll(async () => {
  await db?.drop();
});

describe('migration 0006: games keep their meaning', () => {
  it('gives venues and leagues the zone of their place', async () => {
    const venues = await rows(sql`select id, time_zone as "timeZone" from facilities order by id`);
    expect(venues.map((v) => v.timeZone)).toEqual(['America/Toronto', 'Europe/Helsinki', 'America/Vancouver', null]);
    const leagues = await rows(sql`select time_zone as "timeZone" from leagues order by id`);
    expect(leagues.map((l) => l.timeZone)).toEqual(['America/New_York', null]);
  });

  it('turns each wall clock into the same instant in its venue’s zone, across the DST changes', async () => {
    const games = await rows(sql`
      select id, time_zone as "timeZone", to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as "startsAt",
        to_char(game_date, 'YYYY-MM-DD') as "gameDate", game_time::text as "gameTime"
      from games order by id`);
    expect(games).toEqual([
      { id: 1, timeZone: 'America/Toronto', startsAt: '2026-03-08T00:00Z', gameDate: '2026-03-07', gameTime: '19:00:00' },
      { id: 2, timeZone: 'America/Toronto', startsAt: '2026-03-08T23:00Z', gameDate: '2026-03-08', gameTime: '19:00:00' },
      { id: 3, timeZone: 'America/Toronto', startsAt: '2026-11-02T00:00Z', gameDate: '2026-11-01', gameTime: '19:00:00' },
      { id: 4, timeZone: 'Europe/Helsinki', startsAt: '2026-03-29T15:30Z', gameDate: '2026-03-29', gameTime: '18:30:00' },
      { id: 5, timeZone: 'America/Vancouver', startsAt: '2026-03-09T02:00Z', gameDate: '2026-03-08', gameTime: '19:00:00' },
      // No venue: the league's zone; neither: UTC, the wall clock unchanged.
      { id: 6, timeZone: 'America/New_York', startsAt: '2026-03-08T23:00Z', gameDate: '2026-03-08', gameTime: '19:00:00' },
      { id: 7, timeZone: 'UTC', startsAt: '2026-03-08T19:00Z', gameDate: '2026-03-08', gameTime: '19:00:00' },
      { id: 8, timeZone: 'America/Toronto', startsAt: null, gameDate: '2026-03-09', gameTime: null },
    ]);
  });
});
