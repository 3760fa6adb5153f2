import { eq, inArray } from 'drizzle-orm';
import { OutsideScope } from '#server/lib/domain-errors';
import { leagues, players, teams } from '../../db/schema';
import type { Tx } from '../support/row-version';
import type { ImportLimit } from './import-scope';

/**
 * Issue 40 item 1: an official sheet matched by the source's ids must not reach records of another
 * league. Before this, a manager of any league who uploaded the NHL's sheets found the NHL's games by
 * (source, externalId), moved them into his season and rewrote their box scores.
 */
async function leagueName(tx: Tx, leagueId: number | null) {
  if (leagueId === null) return 'no league';
  const [row] = await tx.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, leagueId));
  return row?.name ?? `league ${leagueId}`;
}

/**
 * A stored game or team of the sheet found in another league than the import's: refused, nothing
 * written. One in no league yet is an admin's to place; a manager cannot claim it.
 */
export async function refuseOtherLeague(tx: Tx, what: string, foundIn: number | null, target: number, limit: ImportLimit) {
  if (foundIn === target || (foundIn === null && !limit)) return;
  throw new OutsideScope(
    `${what} is already in the directory under ${await leagueName(tx, foundIn)}, not the league imported into; nothing written`,
    [{ path: what.startsWith('Game') ? 'game' : 'teams', message: 'Belongs to another league' }],
  );
}

/**
 * Known players of the sheet whose current team plays in a league outside the caller's: a manager
 * cannot put another league's players into his box scores (an admin may: players change leagues).
 */
export async function refuseOutsidePlayers(tx: Tx, playerIds: Iterable<number>, limit: ImportLimit): Promise<void> {
  if (!limit) return;
  const ids = [...playerIds];
  if (!ids.length) return;
  const rows = await tx
    .select({ id: players.id, first: players.firstName, last: players.lastName, leagueId: teams.leagueId })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.currentTeamId))
    .where(inArray(players.id, ids));
  const own = new Set(limit.leagueIds);
  const outside = rows.filter((r) => r.leagueId === null || !own.has(r.leagueId));
  if (!outside.length) return;
  const names = outside
    .slice(0, 3)
    .map((r) => `${r.first} ${r.last}`)
    .join(', ');
  throw new OutsideScope(`${outside.length} player(s) of the sheet play in a league you do not manage (${names}); nothing written`, [
    { path: 'players', message: 'Players of another league' },
  ]);
}
