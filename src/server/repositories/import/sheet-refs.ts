import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fromPositionInput } from '#shared/domain/directory/positions';
import type { OfficialGameSheet, OfficialSide } from '#shared/schemas/official-game-sheet';
import { players, teams } from '../../db/schema';
import type { Tx } from '../support/row-version';
import type { ImportLimit } from './import-scope';
import { refuseOtherLeague } from './sheet-scope';

// The NHL writes wingers as L and R.
const NHL_WINGS: Record<string, string> = { L: 'LW', R: 'RW' };

/** The place part of a club's name ("Prince George Cougars" → "Prince George"); a one-word name is its own city. */
const cityOf = (name: string) => (name.includes(' ') ? name.slice(0, name.lastIndexOf(' ')) : name);

/** A real calendar date or nothing (feeds write '0000-00-00' for unknown). */
function birthDate(text: string | null): string | null {
  if (!text || !/^(19|20)\d{2}-\d{2}-\d{2}$/.test(text)) return null;
  const d = new Date(`${text}T00:00:00Z`);
  return d.toISOString().slice(0, 10) === text ? text : null;
}

/** The source ids of the teams and players a game created (a dry run creates them again in each game). */
/** Teams of earlier games of a file, once committed: a season's 1,312 games name 32 teams. */
export const teamKey = (source: string, externalId: string) => `${source}\u0000${externalId}`;

export interface Created {
  teams: Set<string>;
  players: Set<string>;
}

/**
 * A sheet's two teams in the league: by the source's external id, else the league's team of that name
 * or short name not yet tied to another source record (it is then tied to this one), else a new team.
 */
export async function resolveTeams(
  tx: Tx,
  sheet: OfficialGameSheet,
  leagueId: number,
  source: string,
  created: Created,
  known: ReadonlyMap<string, number>,
  limit: ImportLimit,
) {
  const ids = {} as Record<OfficialSide, number>;
  for (const team of sheet.teams) {
    const cached = known.get(teamKey(source, team.externalId));
    if (cached !== undefined) {
      ids[team.side] = cached;
      continue;
    }
    const [byKey] = await tx
      .select({ id: teams.id, leagueId: teams.leagueId })
      .from(teams)
      .where(and(eq(teams.source, source), eq(teams.externalId, team.externalId)));
    if (byKey) {
      await refuseOtherLeague(tx, `Team ${team.name} (${source} ${team.externalId})`, byKey.leagueId, leagueId, limit);
      ids[team.side] = byKey.id;
      continue;
    }
    const [byName] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(
          eq(teams.leagueId, leagueId),
          isNull(teams.externalId),
          or(sql`lower(${teams.name}) = lower(${team.name})`, sql`lower(${teams.shortName}) = lower(${team.abbreviation})`),
        ),
      )
      .limit(1);
    if (byName) {
      await tx.update(teams).set({ source, externalId: team.externalId }).where(eq(teams.id, byName.id));
      ids[team.side] = byName.id;
      continue;
    }
    const [row] = await tx
      .insert(teams)
      .values({
        name: team.name,
        shortName: team.abbreviation || null,
        city: cityOf(team.name),
        leagueId,
        source,
        externalId: team.externalId,
      })
      .returning({ id: teams.id });
    created.teams.add(team.externalId);
    ids[team.side] = row.id;
  }
  return ids;
}

/** Every player of the sheet by the source's external id; one not known yet is created from what the sheet says. */
export async function resolvePlayers(
  tx: Tx,
  sheet: OfficialGameSheet,
  teamIds: Record<OfficialSide, number>,
  source: string,
  created: Created,
): Promise<Map<string, number>> {
  const keys = [...new Set(sheet.players.map((p) => p.externalId))];
  const found = await tx
    .select({ id: players.id, externalId: players.externalId })
    .from(players)
    .where(and(eq(players.source, source), inArray(players.externalId, keys)));
  const ids = new Map(found.map((r) => [r.externalId!, r.id]));
  const seen = new Set<string>();
  const missing = sheet.players.filter((p) => !ids.has(p.externalId) && !seen.has(p.externalId) && seen.add(p.externalId));
  if (missing.length) {
    const rows = await tx
      .insert(players)
      .values(
        missing.map((p) => ({
          firstName: p.firstName || '—',
          lastName: p.lastName || '—',
          // A roster spot without a position is a skater; a listed goalie says G.
          position: fromPositionInput(NHL_WINGS[p.position ?? ''] ?? p.position) ?? 'center',
          jerseyNumber: p.number !== null && p.number >= 0 && p.number <= 99 ? p.number : null,
          currentTeamId: teamIds[p.side],
          dateOfBirth: birthDate(p.birthDate),
          source,
          externalId: p.externalId,
        })),
      )
      .returning({ id: players.id, externalId: players.externalId });
    for (const r of rows) ids.set(r.externalId!, r.id);
    for (const r of rows) created.players.add(r.externalId!);
  }
  return ids;
}
