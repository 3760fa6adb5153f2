import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PlayerStats } from '#shared/schemas/player-stats';
import { goalieLine, skaterLine, sumTotals } from '#shared/domain/stats/stat-lines';
import type { Db } from '../../db/client';
import { param, perDb } from '../support/prepared';
import { leagues, players, playerSeasonStats, seasons, teams } from '../../db/schema';

const SEASON_TYPE_ORDER = sql`case ${seasons.seasonType} when 'preseason' then 0 when 'regular' then 1 else 2 end`;
const TYPES = ['regular', 'playoffs', 'preseason'] as const;

/**
 * GET /api/players/{id}/stats: the player's season totals (one primary-key range read of a few
 * dozen rows at most), oldest season first, with careers per season type. null = no such player.
 */
const statements = perDb((db: Db) => ({
  position: db
    .select({ position: players.position })
    .from(players)
    .where(eq(players.id, param('id')))
    .prepare('hd_player_position'),
  seasons: db
    .select({
      ...getTableColumns(playerSeasonStats),
      seasonName: seasons.name,
      year: seasons.year,
      leagueId: leagues.id,
      leagueName: leagues.name,
      leagueShortName: leagues.shortName,
      teamName: teams.name,
    })
    .from(playerSeasonStats)
    .innerJoin(seasons, eq(seasons.id, playerSeasonStats.seasonId))
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .innerJoin(teams, eq(teams.id, playerSeasonStats.teamId))
    .where(eq(playerSeasonStats.playerId, param('id')))
    .orderBy(asc(seasons.year), asc(SEASON_TYPE_ORDER), asc(playerSeasonStats.firstGameDate), asc(playerSeasonStats.teamId))
    .prepare('hd_player_season_stats'),
}));

export async function getPlayerStats(db: Db, playerId: number): Promise<PlayerStats | null> {
  const q = statements(db);
  // Both reads at once: one round trip of latency instead of two; prepared, so neither the query
  // builder nor PostgreSQL's planner runs per request (issue #21).
  const [[player], rows] = await Promise.all([q.position.execute({ id: playerId }), q.seasons.execute({ id: playerId })]);
  if (!player) return null;
  const ref = (r: (typeof rows)[number]) => ({
    seasonId: r.seasonId,
    seasonName: r.seasonName,
    year: r.year,
    seasonType: r.seasonType,
    leagueId: r.leagueId,
    leagueName: r.leagueName,
    leagueShortName: r.leagueShortName,
    teamId: r.teamId,
    teamName: r.teamName,
  });
  const goalieRows = rows.filter((r) => r.goalieGames > 0);
  // Issue #26: a goalie has no skater line (his dressed games are not skater games); his assists and PIM are on his goalie line.
  const skaterRows = player.position === 'goalie' ? [] : rows;
  const careers = <T>(list: typeof rows, line: (t: ReturnType<typeof sumTotals>) => T) =>
    TYPES.filter((type) => list.some((r) => r.seasonType === type)).map((seasonType) => ({
      seasonType,
      ...line(sumTotals(list.filter((r) => r.seasonType === seasonType))),
    }));
  return {
    playerId,
    position: player.position,
    skater: { seasons: skaterRows.map((r) => ({ ...ref(r), ...skaterLine(r) })), careers: careers(skaterRows, skaterLine) },
    goalie: { seasons: goalieRows.map((r) => ({ ...ref(r), ...goalieLine(r) })), careers: careers(goalieRows, goalieLine) },
  };
}
