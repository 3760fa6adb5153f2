import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { goalieLine, skaterLine, sumTotals } from '#shared/domain/stats/stat-lines';
import type { PlayerSeasonLine } from '#shared/schemas/player-season-line';
import type { Db } from '../../db/client';
import { players, playerSeasonStats, seasons, teams } from '../../db/schema';

/**
 * Issue 28: each player's line in the current season of his current team's league, for a list
 * page's rows (at most a page of ids: three indexed reads, whatever the list's size). A player
 * traded within the league that season has his teams' rows summed.
 */
export async function currentSeasonLines(db: Db, playerIds: readonly number[]): Promise<PlayerSeasonLine[]> {
  if (playerIds.length === 0) return [];
  const who = await db
    .select({ id: players.id, position: players.position, leagueId: teams.leagueId })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.currentTeamId))
    .where(inArray(players.id, [...playerIds]));
  const leagueIds = [...new Set(who.flatMap((p) => (p.leagueId === null ? [] : [p.leagueId])))];
  if (leagueIds.length === 0) return [];
  // The active season first, then regular seasons, then the newest: the first row per league is its current one.
  const candidates = await db
    .select({ id: seasons.id, name: seasons.name, leagueId: seasons.leagueId })
    .from(seasons)
    .where(inArray(seasons.leagueId, leagueIds))
    .orderBy(desc(seasons.isActive), desc(sql`${seasons.seasonType} = 'regular'`), desc(seasons.year), desc(seasons.id));
  const current = new Map<number, { id: number; name: string }>();
  for (const s of candidates) if (s.leagueId !== null && !current.has(s.leagueId)) current.set(s.leagueId, { id: s.id, name: s.name });
  const seasonIds = [...new Set([...current.values()].map((s) => s.id))];
  const rows = seasonIds.length
    ? await db
        .select(getTableColumns(playerSeasonStats))
        .from(playerSeasonStats)
        .where(and(inArray(playerSeasonStats.playerId, [...playerIds]), inArray(playerSeasonStats.seasonId, seasonIds)))
    : [];
  return who.flatMap((p): PlayerSeasonLine[] => {
    const season = p.leagueId === null ? undefined : current.get(p.leagueId);
    if (!season) return [];
    const totals = sumTotals(rows.filter((r) => r.playerId === p.id && r.seasonId === season.id));
    if (p.position === 'goalie') {
      const g = goalieLine(totals);
      return [
        {
          playerId: p.id,
          season,
          skater: null,
          goalie: { gamesPlayed: g.gamesPlayed, goalsAgainstAverage: g.goalsAgainstAverage, savePercentage: g.savePercentage },
        },
      ];
    }
    const s = skaterLine(totals);
    return [
      {
        playerId: p.id,
        season,
        goalie: null,
        skater: { gamesPlayed: s.gamesPlayed, goals: s.goals, assists: s.assists, points: s.points },
      },
    ];
  });
}
