import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../helpers/database-before';

// Issue #26: migration 0010 keeps stored box scores' meaning. Written the old way on a database
// stopped at 0009 (strength EN, decisions only), then migrated.
let db: Awaited<ReturnType<typeof databaseBefore>>;
const rows = (query: ReturnType<typeof sql>) => db.rows(query);

beforeAll(async () => {
  db = await databaseBefore('0010');
  const { handle } = db;
  await handle.exec(`
    INSERT INTO countries (id, name, code) VALUES (1, 'Canada', 'CAN');
    INSERT INTO leagues (id, name, short_name, country_id) VALUES (1, 'Old League', 'OL', 1);
    INSERT INTO seasons (id, league_id, name, year, season_type) VALUES (1, 1, '2024-25', '2024-25', 'regular');
    INSERT INTO teams (id, name, city, league_id) VALUES (1, 'A', 'X', 1), (2, 'B', 'Y', 1);
    INSERT INTO players (id, first_name, last_name, position) VALUES (1, 'Al', 'One', 'center'), (2, 'Bo', 'Two', 'center'), (3, 'Cy', 'Three', 'goalie');
    INSERT INTO games (id, home_team_id, away_team_id, game_date, season_id, status, home_score, away_score, outcome)
      VALUES (1, 1, 2, '2025-01-10', 1, 'final', 2, 0, 'REG');
    INSERT INTO box_scores (game_id) VALUES (1);
    INSERT INTO box_score_lineups (game_id, player_id, side, seq, goals, assists) VALUES (1, 1, 'home', 0, 2, 0), (1, 2, 'home', 1, 0, 2), (1, 3, 'away', 2, 0, 0);
    INSERT INTO box_score_goals (game_id, seq, period, time_seconds, side, scorer_player_id, assist1_player_id, strength)
      VALUES (1, 0, 1, 100, 'home', 1, 2, 'PP'), (1, 1, 3, 1150, 'home', 1, 2, 'EN');
    INSERT INTO box_score_goalies (game_id, player_id, seq, side, time_on_ice_seconds, shots_against, saves, goals_against, decision)
      VALUES (1, 3, 0, 'away', 3540, 20, 19, 1, 'L');
    INSERT INTO player_season_stats (player_id, season_id, team_id, season_type, first_game_date, games_played, goals, assists, points,
      penalty_minutes, power_play_goals, short_handed_goals, game_winning_goals, goalie_games, wins, losses, overtime_losses,
      shots_against, saves, goals_against, time_on_ice_seconds, shutouts)
      VALUES (2, 1, 1, 'regular', '2025-01-10', 1, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  `);
  await db.migrate();
});

afterAll(async () => {
  await db?.drop();
});

describe('migration 0010: stored box scores keep their meaning', () => {
  it('an EN goal becomes even strength into an empty net', async () => {
    expect(await rows(sql`select strength, empty_net as "emptyNet" from box_score_goals order by seq`)).toEqual([
      { strength: 'PP', emptyNet: false },
      { strength: 'EV', emptyNet: true },
    ]);
  });

  it('the decisions on the sheet are the ones credited; power-play assists are counted, in the season totals too', async () => {
    expect(await rows(sql`select credited from box_score_goalies`)).toEqual([{ credited: 'L' }]);
    expect(await rows(sql`select power_play_assists as ppa from box_score_lineups where player_id = 2`)).toEqual([{ ppa: 1 }]);
    expect(await rows(sql`select power_play_assists as ppa, plus_minus as pm from player_season_stats where player_id = 2`)).toEqual([
      { ppa: 1, pm: null },
    ]);
  });
});
