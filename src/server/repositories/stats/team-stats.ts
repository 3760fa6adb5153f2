import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { TeamStats } from '#shared/schemas/team-stats';
import { goalieLine, skaterLine } from '#shared/domain/stats/stat-lines';
import type { Db } from '../../db/client';
import { players, playerSeasonStats, seasons, teams } from '../../db/schema';

const seasonColumns = {
  id: seasons.id,
  name: seasons.name,
  year: seasons.year,
  seasonType: seasons.seasonType,
  leagueId: seasons.leagueId,
};

/**
 * GET /api/teams/{id}/stats?seasonId=: the team's skaters (points first) and goalies (most games
 * first) in one season; without seasonId its latest season with stats. 'team' / 'season' = which
 * of the two does not exist.
 */
export async function getTeamStats(db: Db, teamId: number, seasonId?: number): Promise<TeamStats | 'team' | 'season'> {
  const teamExists = async () => (await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId))).length > 0;
  // Its latest season first: a team with stats exists (their rows reference it), so only a team
  // without any needs the read of its own row (one read fewer for a team page, issue 28).
  if (seasonId !== undefined && !(await teamExists())) return 'team';
  const [season] =
    seasonId !== undefined
      ? await db.select(seasonColumns).from(seasons).where(eq(seasons.id, seasonId))
      : await db
          .select(seasonColumns)
          .from(playerSeasonStats)
          .innerJoin(seasons, eq(seasons.id, playerSeasonStats.seasonId))
          .where(eq(playerSeasonStats.teamId, teamId))
          .orderBy(desc(playerSeasonStats.firstGameDate))
          .limit(1);
  if (!season && seasonId === undefined && !(await teamExists())) return 'team';
  if (!season) return seasonId !== undefined ? 'season' : { teamId, season: null, skaters: [], goalies: [] };
  const rows = await db
    .select({
      ...getTableColumns(playerSeasonStats),
      firstName: players.firstName,
      lastName: players.lastName,
      position: players.position,
      jerseyNumber: players.jerseyNumber,
    })
    .from(playerSeasonStats)
    .innerJoin(players, eq(players.id, playerSeasonStats.playerId))
    .where(and(eq(playerSeasonStats.teamId, teamId), eq(playerSeasonStats.seasonId, season.id)));
  const who = (r: (typeof rows)[number]) => ({
    playerId: r.playerId,
    firstName: r.firstName,
    lastName: r.lastName,
    position: r.position,
    jerseyNumber: r.jerseyNumber,
  });
  // Goalies have their own table, as on every stats sheet: a goalie's assist is in his season line, not among the skaters.
  const skaters = rows
    .filter((r) => r.position !== 'goalie')
    .map((r) => ({ ...who(r), ...skaterLine(r) }))
    .sort((a, b) => b.points - a.points || b.goals - a.goals || a.gamesPlayed - b.gamesPlayed || a.lastName.localeCompare(b.lastName));
  const goalies = rows
    .filter((r) => r.goalieGames > 0)
    .map((r) => ({ ...who(r), ...goalieLine(r) }))
    .sort((a, b) => b.gamesPlayed - a.gamesPlayed || a.lastName.localeCompare(b.lastName));
  return { teamId, season, skaters, goalies };
}
