import { inArray } from 'drizzle-orm';
import type { ImportEntityName } from '#shared/domain/directory/import-columns';
import type { ImportRejection } from '#shared/schemas/import';
import type { PreparedRow } from '#server/lib/import/row-reader';
import { seasons, teams } from '../../db/schema';
import type { Tx } from '../support/row-version';

/** Which rows a league manager's import may touch (issue 27): null = an admin's, every row. */
export type ImportLimit = { leagueIds: number[] } | null;
export type ScopeCheck = (row: PreparedRow, stored?: Record<string, unknown>) => ImportRejection | null;

const id = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * A rejection for a row outside the manager's leagues, checked on the record as stored and as the
 * row would leave it (moving a team or game out of one's leagues is refused like writing another's).
 */
export async function importScopeCheck(tx: Tx, entity: ImportEntityName, limit: ImportLimit): Promise<ScopeCheck> {
  if (!limit) return () => null;
  const leagues = new Set(limit.leagueIds);
  const ids = limit.leagueIds.length ? limit.leagueIds : [-1];
  const [ownTeams, ownSeasons] = await Promise.all([
    tx.select({ id: teams.id }).from(teams).where(inArray(teams.leagueId, ids)),
    tx.select({ id: seasons.id }).from(seasons).where(inArray(seasons.leagueId, ids)),
  ]);
  const teamSet = new Set(ownTeams.map((t) => t.id));
  const seasonSet = new Set(ownSeasons.map((s) => s.id));

  const owned = (record: Record<string, unknown>): boolean => {
    if (entity === 'teams') return leagues.has(id(record.leagueId) ?? -1);
    if (entity === 'games') {
      const season = id(record.seasonId);
      if (season !== null) return seasonSet.has(season);
      return [record.homeTeamId, record.awayTeamId].every((t) => teamSet.has(id(t) ?? -1));
    }
    if (entity === 'players') return teamSet.has(id(record.currentTeamId) ?? -1);
    return false;
  };
  const column = { teams: 'league', games: 'season', players: 'team', facilities: null }[entity];

  return (row, stored) => {
    const before = stored ? owned(stored) || (entity === 'players' && stored.currentTeamId === null) : true;
    const after = owned({ ...stored, ...row.values });
    // A released player (no team after) is still the manager's to release, as in the API.
    const releasing = entity === 'players' && stored && owned(stored) && row.values.currentTeamId === null;
    if ((before && after) || releasing) return null;
    return { line: row.line, column, message: 'Outside the leagues you manage' };
  };
}
