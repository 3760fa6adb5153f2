import { eq, inArray } from 'drizzle-orm';
import type { Scope, TeamRef } from '#shared/auth/access';
import type { Db } from '../../db/client';
import { games, players, seasons, teams } from '../../db/schema';
import { NotFound } from '../../lib/domain-errors';

/**
 * What a write touches, read before the write so the guard can decide (issue 27). A missing record
 * answers 404 here, as the handler would. Ids a body names but that do not exist add nothing: the
 * write itself refuses them with its own 400.
 */

export async function seasonLeague(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ leagueId: seasons.leagueId }).from(seasons).where(eq(seasons.id, id));
  if (!row) throw NotFound.record('Season');
  return row.leagueId;
}

export async function teamRef(db: Db, id: number): Promise<TeamRef> {
  const [row] = await db.select({ id: teams.id, leagueId: teams.leagueId }).from(teams).where(eq(teams.id, id));
  if (!row) throw NotFound.record('Team');
  return row;
}

async function teamLeagues(db: Db, ids: number[]): Promise<(number | null)[]> {
  if (!ids.length) return [];
  const rows = await db.select({ leagueId: teams.leagueId }).from(teams).where(inArray(teams.id, ids));
  return rows.map((r) => r.leagueId);
}

async function seasonLeagues(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ leagueId: seasons.leagueId }).from(seasons).where(inArray(seasons.id, ids));
  return rows.map((r) => r.leagueId);
}

type GameShape = { seasonId?: number | null; homeTeamId?: number | null; awayTeamId?: number | null };

/** A game belongs to its season's league; a game without a season to both its teams' leagues. */
export async function gameShapeLeagues(db: Db, g: GameShape): Promise<(number | null)[]> {
  if (g.seasonId) {
    const found = await seasonLeagues(db, [g.seasonId]);
    return found.length ? found : [null];
  }
  const teamIds = [g.homeTeamId, g.awayTeamId].filter((id): id is number => !!id);
  const found = await teamLeagues(db, teamIds);
  return found.length ? found : [null];
}

export async function gameScope(db: Db, id: number, after?: GameShape): Promise<Scope> {
  const [row] = await db
    .select({
      id: games.id,
      seasonId: games.seasonId,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      startsAt: games.startsAt,
    })
    .from(games)
    .where(eq(games.id, id));
  if (!row) throw NotFound.record('Game');
  const leagues = await gameShapeLeagues(db, row);
  const changed = after && (after.seasonId !== undefined || after.homeTeamId !== undefined || after.awayTeamId !== undefined);
  const next = changed ? await gameShapeLeagues(db, { ...row, ...after }) : [];
  return { leagues: [...leagues, ...next], game: { id: row.id, startsAt: row.startsAt } };
}

/** Results entry: every game named, by its league. */
export async function gamesLeagues(db: Db, ids: number[]): Promise<(number | null)[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ seasonId: games.seasonId, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId })
    .from(games)
    .where(inArray(games.id, ids));
  return (await Promise.all(rows.map((g) => gameShapeLeagues(db, g)))).flat();
}

/** A player's team before the write and the team the write puts him on (a free agent adds none). */
export async function playerTeams(db: Db, id: number | null, nextTeamId?: number | null): Promise<TeamRef[]> {
  const refs: TeamRef[] = [];
  if (id !== null) {
    const [row] = await db.select({ teamId: players.currentTeamId }).from(players).where(eq(players.id, id));
    if (!row) throw NotFound.record('Player');
    if (row.teamId !== null) refs.push(await teamRef(db, row.teamId));
  }
  if (nextTeamId) {
    const [row] = await db.select({ id: teams.id, leagueId: teams.leagueId }).from(teams).where(eq(teams.id, nextTeamId));
    if (row) refs.push(row);
  }
  return refs;
}
