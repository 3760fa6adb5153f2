import { and, eq } from 'drizzle-orm';
import { MAX_REPORTED_GAME_REJECTIONS, type BoxScoreImportReport, type BoxScoreImportRejection } from '#shared/schemas/box-score-import';
import { tiesAllowed } from '#shared/domain/games/game-result-rules';
import { readOfficialSheet, SheetError } from '#server/import/read-official-sheet';
import type { SourceRow } from '#server/lib/import/read-rows';
import { DomainError, OutsideScope, RuleRefused } from '#server/lib/domain-errors';
import type { Db } from '../../db/client';
import { leagues, seasons } from '../../db/schema';
import { recordAudit, type Actor } from '../admin/audit';
import { importSheetGame, type GameOutcome, type RunCache } from './import-sheet-game';
import type { ImportLimit } from './import-scope';
import { teamKey, type Created } from './sheet-refs';

export interface BoxScoreImportOptions {
  rows: AsyncIterable<SourceRow>;
  leagueId: number;
  seasonId: number;
  dryRun: boolean;
  source?: string;
  actor: Actor;
  /** The caller's leagues (issue 40): null for an admin. */
  limit?: ImportLimit;
  onProgress?: (report: BoxScoreImportReport) => void;
  /** Receives each game created or updated once its transaction has committed (for the live streams). */
  writtenIds?: number[];
}

/** Ends a dry run's transaction with what the game would have done. */
class DryRun extends Error {
  constructor(readonly outcome: GameOutcome) {
    super('dry run');
  }
}

/**
 * Issue #26: a file of many games' official sheets. Each game is read, resolved and written in its
 * OWN transaction (ADR 0023): a game is stored whole or not at all, a rejected game is named with its
 * reason and the others go in; the same file again changes nothing. A dry run rolls every game back.
 */
export async function runBoxScoreImport(db: Db, opts: BoxScoreImportOptions): Promise<BoxScoreImportReport> {
  const [season] = await db
    .select({ id: seasons.id, pointsSystem: leagues.pointsSystem })
    .from(seasons)
    .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
    .where(and(eq(seasons.id, opts.seasonId), eq(seasons.leagueId, opts.leagueId)));
  if (!season) {
    const message = `League ${opts.leagueId} has no season ${opts.seasonId}`;
    throw RuleRefused.field('seasonId', message);
  }
  const ties = tiesAllowed(season.pointsSystem as { tie?: number });
  const report: BoxScoreImportReport = {
    dryRun: opts.dryRun,
    games: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    teamsCreated: 0,
    playersCreated: 0,
    withWarnings: 0,
    rejectedGames: 0,
    rejectedCount: 0,
    rejected: [],
  };
  // Counted by source id: in a dry run every game is rolled back, so the next one creates them again.
  const cache: RunCache = { teams: new Map(), zones: new Map() };
  const made: Created = { teams: new Set(), players: new Set() };
  const reject = (r: BoxScoreImportRejection) => {
    report.rejectedCount += 1;
    if (report.rejected.length < MAX_REPORTED_GAME_REJECTIONS) report.rejected.push(r);
  };
  // Each game the import changed is named in its audit entry (issue 40), not only the counts.
  const changed: number[] = [];
  for await (const row of opts.rows) {
    report.games += 1;
    let externalId: string | null = null;
    try {
      if (!row.fields) throw new SheetError(row.error ?? 'Unreadable game');
      const sheet = readOfficialSheet(row.fields);
      externalId = sheet.game.externalId;
      const target = {
        leagueId: opts.leagueId,
        seasonId: opts.seasonId,
        source: opts.source ?? sheet.source,
        ties,
        limit: opts.limit ?? null,
      };
      const created: Created = { teams: new Set(), players: new Set() };
      const outcome = await db
        .transaction(async (tx) => {
          const done = await importSheetGame(tx, sheet, target, opts.actor, created, cache);
          if (opts.dryRun) throw new DryRun(done);
          return done;
        })
        .catch((err: unknown) => {
          if (err instanceof DryRun) return err.outcome;
          throw err;
        });
      report[outcome.kind] += 1;
      if (!opts.dryRun && outcome.kind !== 'unchanged') {
        opts.writtenIds?.push(outcome.gameId);
        changed.push(outcome.gameId);
      }
      // Committed only now: a rolled-back game's new teams must not be reused.
      if (!opts.dryRun)
        for (const team of sheet.teams) cache.teams.set(teamKey(target.source, team.externalId), outcome.teamIds[team.side]);
      for (const key of created.teams) made.teams.add(`${target.source}\u0000${key}`);
      for (const key of created.players) made.players.add(`${target.source}\u0000${key}`);
      report.teamsCreated = made.teams.size;
      report.playersCreated = made.players.size;
      if (outcome.warnings > 0) report.withWarnings += 1;
    } catch (err) {
      const before = report.rejectedCount;
      if (err instanceof RuleRefused && err.issues?.length) {
        for (const e of err.issues) reject({ game: row.line, externalId, path: e.path, message: e.message });
      } else if (err instanceof DomainError || err instanceof SheetError) {
        const scope = err instanceof OutsideScope;
        const path = err instanceof SheetError ? err.path : scope ? (err.issues?.[0]?.path ?? null) : null;
        reject({ game: row.line, externalId, path, message: err.message, ...(scope ? { status: 403 as const } : {}) });
      } else if (err instanceof Error && !('code' in err)) {
        // The converter's own refusals (a player named but on no roster): plain errors, no SQL state.
        reject({ game: row.line, externalId, path: null, message: err.message });
      } else throw err;
      if (report.rejectedCount > before) report.rejectedGames += 1;
    }
    opts.onProgress?.(report);
  }
  if (!opts.dryRun && report.created + report.updated > 0) {
    const { games, created, updated, unchanged, rejectedCount } = report;
    await recordAudit(db, {
      actor: opts.actor,
      action: 'import',
      entity: 'box_score',
      entityId: null,
      after: { source: opts.source ?? null, seasonId: opts.seasonId, games, created, updated, unchanged, rejectedCount, gameIds: changed },
    });
  }
  return report;
}
