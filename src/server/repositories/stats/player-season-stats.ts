import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boxScoreLineups } from '../../db/schema';
import type { Tx } from '../support/row-version';

/**
 * Issue #17: rebuild the season totals of these players (all of their seasons) from the per-game
 * lines of their box scores, inside the caller's transaction. A player has at most a few thousand
 * games, so this costs a few milliseconds and the totals can never drift from the box scores.
 * Only finals of games with a season count. `'all'` rebuilds everything (the demo seed). Goalies
 * are credited the decisions stored as credited, and their minutes by the stints where given.
 */
export async function refreshPlayerStats(tx: Db | Tx, playerIds: readonly number[] | 'all'): Promise<void> {
  if (playerIds !== 'all' && playerIds.length === 0) return;
  const only: SQL =
    playerIds === 'all'
      ? sql`true`
      : sql`l.player_id in (${sql.join(
          [...new Set(playerIds)].map((id) => sql`${id}`),
          sql`, `,
        )})`;
  await tx.execute(playerIds === 'all' ? sql`delete from player_season_stats` : sql`delete from player_season_stats l where ${only}`);
  await insertTotals(tx, only);
}

/**
 * The demo history (issue #18 item 6): adds these new box scores' lines to their players' totals,
 * in proportion to the games (a season rebuild per chunk of a big season cost seconds).
 */
export async function addPlayerStatsOfGames(tx: Db | Tx, gameIds: readonly number[]): Promise<void> {
  if (gameIds.length === 0) return;
  if (!gameIds.every(Number.isSafeInteger)) throw new Error('addPlayerStatsOfGames: game ids must be integers');
  // One array literal, not a parameter per game: the demo history adds ~62,000 games in one statement.
  await insertTotals(tx, sql`l.game_id = any(${sql.raw(`'{${gameIds.join(',')}}'::int[]`)})`, true);
}

/**
 * The spec-scale seed: totals for the players of games from `minGameId` on, who play in no earlier
 * game (the generated teams' own players), so their rows are added rather than rebuilt.
 */
export async function addPlayerStatsFromGames(tx: Db | Tx, minGameId: number): Promise<void> {
  await insertTotals(tx, sql`l.game_id >= ${minGameId}`);
}

const SUMMED = [
  'games_played',
  'goals',
  'assists',
  'points',
  'penalty_minutes',
  'power_play_goals',
  'short_handed_goals',
  'game_winning_goals',
  'goalie_games',
  'wins',
  'losses',
  'overtime_losses',
  'shots_against',
  'saves',
  'goals_against',
  'time_on_ice_seconds',
  'shutouts',
  'power_play_assists',
  'short_handed_assists',
  'time_on_ice_games',
];
/** Unknown until a sheet gives them: null + null stays null, null + n is n. */
const SUMMED_NULLABLE = ['plus_minus', 'shots', 'skater_time_on_ice_seconds'];
const ADD_TO_EXISTING = sql.raw(`on conflict (player_id, season_id, team_id) do update set
  first_game_date = least(player_season_stats.first_game_date, excluded.first_game_date),
  ${SUMMED.map((c) => `${c} = player_season_stats.${c} + excluded.${c}`).join(', ')},
  ${SUMMED_NULLABLE.map(
    (c) => `${c} = case when player_season_stats.${c} is null and excluded.${c} is null then null
      else coalesce(player_season_stats.${c}, 0) + coalesce(excluded.${c}, 0) end`,
  ).join(', ')}`);

/** Season totals summed from the per-game lines of the lineup rows `where` selects. */
async function insertTotals(tx: Db | Tx, where: SQL, add = false): Promise<void> {
  await tx.execute(sql`
    insert into player_season_stats (
      player_id, season_id, team_id, season_type, first_game_date, games_played, goals, assists, points,
      penalty_minutes, power_play_goals, short_handed_goals, game_winning_goals, goalie_games, wins, losses,
      overtime_losses, shots_against, saves, goals_against, time_on_ice_seconds, shutouts,
      power_play_assists, short_handed_assists, time_on_ice_games, plus_minus, shots, skater_time_on_ice_seconds)
    select l.player_id, g.season_id, case when l.side = 'home' then g.home_team_id else g.away_team_id end, s.season_type,
      min(g.game_date), count(*)::int, sum(l.goals)::int, sum(l.assists)::int, sum(l.goals + l.assists)::int,
      sum(l.penalty_minutes)::int, sum(l.power_play_goals)::int, sum(l.short_handed_goals)::int, sum(l.game_winning_goals)::int,
      count(gl.player_id)::int, (count(*) filter (where gl.credited = 'W'))::int, (count(*) filter (where gl.credited = 'L'))::int,
      (count(*) filter (where gl.credited = 'OTL'))::int, coalesce(sum(gl.shots_against), 0)::int, coalesce(sum(gl.saves), 0)::int,
      coalesce(sum(gl.goals_against), 0)::int, coalesce(sum(coalesce(gl.stint_seconds, gl.time_on_ice_seconds)), 0)::int,
      (count(*) filter (where gl.shutout))::int,
      sum(l.power_play_assists)::int, sum(l.short_handed_assists)::int, count(l.time_on_ice_seconds)::int,
      sum(l.plus_minus)::int, sum(l.shots)::int, sum(l.time_on_ice_seconds)::int
    from box_score_lineups l
    join games g on g.id = l.game_id and g.status = 'final'
    join seasons s on s.id = g.season_id
    left join box_score_goalies gl on gl.game_id = l.game_id and gl.player_id = l.player_id
    where ${where}
    group by 1, 2, 3, 4
    ${add ? ADD_TO_EXISTING : sql``}`);
}

/** Who is in a game's box score: their totals change with the game. */
export async function lineupPlayerIds(tx: Db | Tx, gameIds: number | number[]): Promise<number[]> {
  const ids = Array.isArray(gameIds) ? gameIds : [gameIds];
  if (ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: boxScoreLineups.playerId })
    .from(boxScoreLineups)
    .where(ids.length === 1 ? eq(boxScoreLineups.gameId, ids[0]!) : inArray(boxScoreLineups.gameId, ids));
  return rows.map((r) => r.id);
}
