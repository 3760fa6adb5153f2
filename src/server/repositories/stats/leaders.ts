import { desc, eq, sql } from 'drizzle-orm';
import { LEADER_STATS, type Leaders, type LeadersQuery } from '#shared/schemas/leaders';
import { goalieMinGames, rankLeaders, type LeaderCandidate } from '#shared/domain/stats/leaders';
import type { Db } from '../../db/client';
import { leagues, seasons } from '../../db/schema';

const seasonColumns = {
  id: seasons.id,
  name: seasons.name,
  year: seasons.year,
  seasonType: seasons.seasonType,
  leagueId: seasons.leagueId,
};

/** The season asked for, or the league's current one (active, else its latest regular season). */
async function resolveSeason(db: Db, q: LeadersQuery) {
  if (q.seasonId !== undefined) return (await db.select(seasonColumns).from(seasons).where(eq(seasons.id, q.seasonId)))[0] ?? 'season';
  const [league] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, q.leagueId!));
  if (!league) return 'league';
  const [season] = await db
    .select(seasonColumns)
    .from(seasons)
    .where(eq(seasons.leagueId, league.id))
    .orderBy(desc(seasons.isActive), desc(sql`${seasons.seasonType} = 'regular'`), desc(seasons.year))
    .limit(1);
  return season ?? 'season';
}

/**
 * GET /api/leaders: every player's season (all his teams summed; team = the one he played most
 * games for) ranked in each category. A season holds a few thousand rows at most, read by index.
 */
export async function getLeaders(db: Db, q: LeadersQuery): Promise<Leaders | 'season' | 'league'> {
  const season = await resolveSeason(db, q);
  if (typeof season === 'string') return season;
  const candidates = (await db.execute(sql`
    select s.player_id as "playerId", p.first_name as "firstName", p.last_name as "lastName", p.position,
      t.id as "teamId", t.name as "teamName",
      s.games_played::int as "gamesPlayed", s.goals::int as goals, s.assists::int as assists, s.penalty_minutes::int as "penaltyMinutes",
      s.power_play_goals::int as "powerPlayGoals", s.short_handed_goals::int as "shortHandedGoals", s.game_winning_goals::int as "gameWinningGoals",
      s.goalie_games::int as "goalieGames", s.wins::int as wins, s.losses::int as losses, s.overtime_losses::int as "overtimeLosses",
      s.shots_against::int as "shotsAgainst", s.saves::int as saves, s.goals_against::int as "goalsAgainst",
      s.time_on_ice_seconds::int as "timeOnIceSeconds", s.shutouts::int as shutouts,
      s.power_play_assists::int as "powerPlayAssists", s.short_handed_assists::int as "shortHandedAssists",
      s.plus_minus::int as "plusMinus", s.shots::int as shots, s.skater_time_on_ice_seconds::int as "skaterTimeOnIceSeconds",
      s.time_on_ice_games::int as "timeOnIceGames"
    from (
      select player_id, (array_agg(team_id order by games_played desc, first_game_date desc))[1] as team_id,
        sum(games_played) games_played, sum(goals) goals, sum(assists) assists, sum(penalty_minutes) penalty_minutes,
        sum(power_play_goals) power_play_goals, sum(short_handed_goals) short_handed_goals, sum(game_winning_goals) game_winning_goals,
        sum(goalie_games) goalie_games, sum(wins) wins, sum(losses) losses, sum(overtime_losses) overtime_losses,
        sum(shots_against) shots_against, sum(saves) saves, sum(goals_against) goals_against,
        sum(time_on_ice_seconds) time_on_ice_seconds, sum(shutouts) shutouts,
        sum(power_play_assists) power_play_assists, sum(short_handed_assists) short_handed_assists, sum(plus_minus) plus_minus,
        sum(shots) shots, sum(skater_time_on_ice_seconds) skater_time_on_ice_seconds, sum(time_on_ice_games) time_on_ice_games
      from player_season_stats where season_id = ${season.id} group by player_id
    ) s
    join players p on p.id = s.player_id
    join teams t on t.id = s.team_id`)) as unknown as { rows: LeaderCandidate[] };
  const [most] = (
    await db.execute(sql`
      select coalesce(max(n), 0)::int as n from (
        select team_id, count(*) n from (
          select home_team_id team_id from games where season_id = ${season.id} and status = 'final'
          union all select away_team_id from games where season_id = ${season.id} and status = 'final'
        ) x group by team_id
      ) y`)
  ).rows as { n: number }[];
  const minGames = goalieMinGames(most?.n ?? 0);
  const stats = q.stat ? [q.stat] : [...LEADER_STATS];
  return {
    season,
    goalieMinGames: minGames,
    categories: stats.map((stat) => ({ stat, leaders: rankLeaders(candidates.rows, stat, minGames, q.limit) })),
  };
}
