import type { players } from '#server/db/schema';
import type { RosterPlayer } from './box-score-gen';
import type { RosterLookup } from './box-scores';

export type PlayerRow = typeof players.$inferInsert;

/**
 * Who dresses for a team in a season: its past roster for a season before today's (past-rosters.ts),
 * its current players otherwise, in slot order (goalies first, as generateRoster made them).
 */
export function seasonRosters(
  rows: PlayerRow[],
  idOf: Map<PlayerRow, number>,
  pastOf: Map<number, Map<number, PlayerRow[]>>,
  seasonYear: Map<number, string>,
): RosterLookup {
  const lineup = (list: PlayerRow[]): RosterPlayer[] => list.map((p) => ({ id: idOf.get(p)!, position: p.position }));
  const currentOf = new Map<number, PlayerRow[]>();
  for (const p of rows) if (p.currentTeamId != null) currentOf.set(p.currentTeamId, [...(currentOf.get(p.currentTeamId) ?? []), p]);
  const cache = new Map<string, RosterPlayer[] | undefined>();
  return (teamId, seasonId) => {
    // Year labels read "2019-20": the season starts in the first year.
    const year = Number(seasonYear.get(seasonId)?.slice(0, 4));
    const key = `${teamId}:${year}`;
    if (!cache.has(key)) {
      const list = pastOf.get(teamId)?.get(year) ?? currentOf.get(teamId);
      cache.set(key, list && lineup(list));
    }
    return cache.get(key);
  };
}
