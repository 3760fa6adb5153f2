import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BoxScoreBody } from '#shared/schemas/box-score';
import { resultIssues, type TiePolicy } from '#shared/domain/games/game-result-rules';
import type { OfficialGameSheet } from '#shared/schemas/official-game-sheet';
import { sheetToBoxScore } from '#server/import/sheet-to-box-score';
import { RuleRefused } from '#server/lib/domain-errors';
import { scheduleStart, type GameStart } from '#server/lib/schedule-start';
import { boxScores, games, seasons } from '../../db/schema';
import type { Actor } from '../admin/audit';
import { writeBoxScore } from '../box-score/box-score-writes';
import { defaultZone } from '../games/game-start';
import type { Tx } from '../support/row-version';
import type { ImportLimit } from './import-scope';
import { resolvePlayers, resolveTeams, type Created } from './sheet-refs';
import { refuseOtherLeague, refuseOutsidePlayers } from './sheet-scope';

export interface GameTarget {
  leagueId: number;
  seasonId: number;
  source: string;
  /** Whether the league's points system gives a tie points (a level final is then a result). */
  ties: TiePolicy;
  /** The caller's leagues (null: an admin's, every league): whose players a sheet may name. */
  limit: ImportLimit;
}

export type GameOutcome = {
  kind: 'created' | 'updated' | 'unchanged';
  gameId: number;
  warnings: number;
  teamIds: Record<'home' | 'away', number>;
};

/** What earlier games of the same file found: their teams (once committed) and the games' zones. */
export interface RunCache {
  teams: Map<string, number>;
  zones: Map<string, string>;
}

/**
 * One official game into the directory, inside the caller's transaction: its teams and players
 * (created when new), the game (matched by the source's id, else created in the target season), and
 * its box score through the API's own write path, rules and warnings included. A sheet imported
 * before, unchanged, writes nothing: its digest is stored with the box score.
 */
export async function importSheetGame(
  tx: Tx,
  sheet: OfficialGameSheet,
  target: GameTarget,
  actor: Actor,
  created: Created,
  cache: RunCache,
): Promise<GameOutcome> {
  const { source, seasonId } = target;
  const gameKey = sheet.game.externalId;
  const [stored] = await tx
    .select({ id: games.id, hash: boxScores.importHash, warnings: boxScores.warnings, leagueId: seasons.leagueId })
    .from(games)
    .leftJoin(seasons, eq(seasons.id, games.seasonId))
    .leftJoin(boxScores, eq(boxScores.gameId, games.id))
    .where(and(eq(games.source, source), eq(games.externalId, sheet.game.externalId)));
  if (stored) await refuseOtherLeague(tx, `Game ${source} ${gameKey}`, stored.leagueId, target.leagueId, target.limit);
  const teamIds = await resolveTeams(tx, sheet, target.leagueId, source, created, cache.teams, target.limit);
  const playerIds = await resolvePlayers(tx, sheet, teamIds, source, created);
  await refuseOutsidePlayers(tx, knownIds(playerIds, created), target.limit);
  const body = sheetToBoxScore(sheet, playerIds);
  const homeTeamId = teamIds.home;
  const awayTeamId = teamIds.away;
  if (homeTeamId === awayTeamId) throw new Error('Both teams of the sheet are the same team of the directory');
  const zoneKey = `${seasonId}:${homeTeamId}`;
  const zone = cache.zones.get(zoneKey) ?? (await defaultZone(tx, { seasonId, homeTeamId }));
  cache.zones.set(zoneKey, zone);
  const start = startOf(sheet, zone);
  const digest = createHash('sha256').update(JSON.stringify({ body, seasonId, homeTeamId, awayTeamId, start })).digest('base64url');

  if (stored?.hash === digest) return { kind: 'unchanged', gameId: stored.id, warnings: stored.warnings?.length ?? 0, teamIds };

  let gameId: number;
  let write: BoxScoreBody = body;
  if (stored) {
    gameId = stored.id;
    await tx
      .update(games)
      .set({ homeTeamId, awayTeamId, seasonId, ...start })
      .where(eq(games.id, gameId));
  } else {
    // A new game is inserted with its result under the same result rules (six queries fewer a game
    // than saving it through the box score's `result`, which is for changing a stored game's).
    const { result, ...boxOnly } = body;
    const issues = resultIssues({ ...result, outcome: result.outcome ?? null }, target.ties);
    if (issues.length)
      throw new RuleRefused(
        issues.map((i) => i.message).join('; '),
        issues.map((i) => ({ path: `result.${i.field}`, message: i.message })),
      );
    const [row] = await tx
      .insert(games)
      .values({ homeTeamId, awayTeamId, seasonId, ...start, ...result, source, externalId: gameKey })
      .returning({ id: games.id });
    gameId = row.id;
    write = boxOnly;
  }
  const saved = await writeBoxScore(tx, gameId, write, actor, { audit: false, importHash: digest });
  return { kind: stored ? 'updated' : 'created', gameId, warnings: saved!.warnings, teamIds };
}

/** Our ids of the sheet's players that were in the directory before this game (not created by it). */
function knownIds(ids: ReadonlyMap<string, number>, created: Created) {
  return [...ids].filter(([key]) => !created.players.has(key)).map(([, id]) => id);
}

/**
 * The start as the sheet gives it, read in the game's zone (the venue's, else the league's). A
 * league with no zone would put an evening game on the next day in UTC: then the sheet's own date is
 * kept, with the time to be announced, rather than a wrong day.
 */
function startOf(sheet: OfficialGameSheet, zone: string): GameStart {
  const date = sheet.game.date.slice(0, 10);
  if (sheet.game.startsAt && !Number.isNaN(Date.parse(sheet.game.startsAt))) {
    const start = scheduleStart(null, { startsAt: sheet.game.startsAt }, zone);
    if (start.gameDate === date) return start;
  }
  return scheduleStart(null, { gameDate: date, gameTime: null }, zone);
}
