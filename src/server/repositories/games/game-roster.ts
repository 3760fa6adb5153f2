import { and, eq, inArray } from 'drizzle-orm';
import type { PlayerRef } from '#shared/domain/games/event-player-refs';
import { boxScoreLineups, games, players, playerSeasonStats, teams } from '../../db/schema';
import { RuleRefused } from '../../lib/domain-errors';
import type { Tx } from '../support/row-version';

type FieldIssue = { path: string; message: string };

/**
 * Issue 40 item 4: a box score names only players of the game's two teams. A player belongs to a side
 * when that team is his current one, when he has a line for that team in the game's season (he was
 * traded since), or when the stored box score already dresses him there (an official import's record).
 */
export async function strangerIssues(tx: Tx, gameId: number, refs: readonly PlayerRef[], prefix = ''): Promise<FieldIssue[]> {
  if (refs.length === 0) return [];
  const [game] = await tx
    .select({ home: games.homeTeamId, away: games.awayTeamId, seasonId: games.seasonId })
    .from(games)
    .where(eq(games.id, gameId));
  if (!game) return [];
  const ids = [...new Set(refs.map((r) => r.playerId))];
  const sides = { home: game.home, away: game.away };
  const known = await tx.select({ id: players.id, teamId: players.currentTeamId }).from(players).where(inArray(players.id, ids));
  const teamsOf = new Map(known.map((p) => [p.id, new Set(p.teamId === null ? [] : [p.teamId])]));
  if (game.seasonId !== null) {
    const lines = await tx
      .select({ id: playerSeasonStats.playerId, teamId: playerSeasonStats.teamId })
      .from(playerSeasonStats)
      .where(and(eq(playerSeasonStats.seasonId, game.seasonId), inArray(playerSeasonStats.playerId, ids)));
    for (const l of lines) teamsOf.get(l.id)?.add(l.teamId);
  }
  const dressed = await tx
    .select({ id: boxScoreLineups.playerId, side: boxScoreLineups.side })
    .from(boxScoreLineups)
    .where(and(eq(boxScoreLineups.gameId, gameId), inArray(boxScoreLineups.playerId, ids)));
  for (const d of dressed) teamsOf.get(d.id)?.add(sides[d.side]);

  const bad = refs.filter((r) => !teamsOf.get(r.playerId)?.has(sides[r.side]));
  if (bad.length === 0) return [];
  const names = new Map(
    (
      await tx
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.id, [game.home, game.away]))
    ).map((t) => [t.id, t.name]),
  );
  return bad.map((r) => ({
    path: `${prefix}${r.path}`,
    message: teamsOf.has(r.playerId) ? `Not a player of ${names.get(sides[r.side])}` : `No player with id ${r.playerId}`,
  }));
}

/** The same for a live event: refused 400 naming the event's fields. */
export async function refuseStrangers(tx: Tx, gameId: number, refs: readonly PlayerRef[]): Promise<void> {
  const issues = await strangerIssues(tx, gameId, refs);
  if (issues.length)
    throw new RuleRefused(`Players outside the game's teams: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
}
