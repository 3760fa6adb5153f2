import type { ImportEntityName } from '#shared/domain/directory/import-columns';
import { MAX_REPORTED_REJECTIONS, type ImportReport } from '#shared/schemas/import';
import { FACILITY_FIELDS, PLAYER_FIELDS, TEAM_FIELDS, facilityRow, playerRow, teamRow } from '#server/lib/import/map-directory';
import { GAME_FIELDS, gameRow } from '#server/lib/import/map-games';
import type { SourceRow } from '#server/lib/import/read-rows';
import type { Lookups } from '#server/lib/import/refs';
import type { MapResult, PreparedRow } from '#server/lib/import/row-reader';
import { rawKey, storedColumns } from '#server/lib/import/stored-columns';
import type { Db } from '../../db/client';
import { facilities, games, players, teams } from '../../db/schema';
import { recordAudit, type Actor } from '../admin/audit';
import { boxScoreRejection, gamesWithBoxScores } from './box-score-guard';
import { importScopeCheck, type ImportLimit } from './import-scope';
import { loadLookups } from './load-lookups';
import { loadStored, storedKey } from './load-stored';
import { writeBatch, type ImportTable } from './write-batch';

type Mapper = (row: SourceRow, lk: Lookups, defaultSource: string) => MapResult;

const ENTITIES: Record<ImportEntityName, { table: ImportTable; fields: readonly string[]; map: Mapper; audit: string }> = {
  games: { table: games, fields: GAME_FIELDS, map: gameRow, audit: 'game' },
  teams: { table: teams, fields: TEAM_FIELDS, map: teamRow, audit: 'team' },
  players: { table: players, fields: PLAYER_FIELDS, map: playerRow, audit: 'player' },
  facilities: { table: facilities, fields: FACILITY_FIELDS, map: facilityRow, audit: 'facility' },
};

/** Rows per INSERT: ~15 parameters a row stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 1000;

export interface ImportOptions {
  entity: ImportEntityName;
  rows: AsyncIterable<SourceRow>;
  dryRun: boolean;
  source?: string;
  actor: Actor;
  /** A league manager's import touches only rows of their leagues (issue 27); absent: an admin's. */
  limit?: ImportLimit;
  /** Called after every batch with the report so far (the CLI's progress bar). */
  onProgress?: (report: ImportReport) => void;
  /** Receives the ids of the records created or updated; they are stored only when the report says `imported`. */
  writtenIds?: number[];
}

class Rollback extends Error {}

/**
 * One import file in ONE transaction: rows are read, resolved and checked as they stream in and
 * written a batch at a time; a dry run, or any rejected row, rolls everything back, so a file is
 * stored whole or not at all and the report says what it did or would do.
 */
export async function runImport(db: Db, opts: ImportOptions): Promise<ImportReport> {
  const spec = ENTITIES[opts.entity];
  const defaultSource = opts.source ?? 'import';
  const report: ImportReport = {
    entity: opts.entity,
    dryRun: opts.dryRun,
    imported: false,
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejectedCount: 0,
    rejected: [],
  };
  const reject = (list: ImportReport['rejected']) => {
    report.rejectedCount += list.length;
    report.rejected.push(...list.slice(0, MAX_REPORTED_REJECTIONS - report.rejected.length));
  };
  try {
    await db.transaction(async (tx) => {
      const lookups = await loadLookups(tx, opts.entity);
      const outOfScope = await importScopeCheck(tx, opts.entity, opts.limit ?? null);
      // Which line first named each record: a file naming one twice is refused at the second.
      const seen = new Map<string, number>();
      let batch: PreparedRow[] = [];
      const flush = async () => {
        const counts = await writeBatch(tx, spec.table, spec.fields, batch);
        report.created += counts.created;
        report.updated += counts.updated;
        report.unchanged += counts.unchanged;
        reject(counts.rejections);
        opts.writtenIds?.push(...counts.written);
        batch = [];
        opts.onProgress?.(report);
      };
      const take = (row: SourceRow, match?: Record<string, unknown>, boxed?: Set<number>) => {
        if (!row.fields) return reject([{ line: row.line, column: null, message: row.error ?? 'Unreadable row' }]);
        const mapped = spec.map(row, lookups, defaultSource);
        if ('rejections' in mapped) return reject(mapped.rejections);
        const outside = outOfScope(mapped.row, match);
        if (outside) return reject([outside]);
        const locked = match && boxed?.has(match.id as number) ? boxScoreRejection(mapped.row, match) : null;
        if (locked) return reject([locked]);
        const key = recordKey(mapped.row);
        const earlier = key ? seen.get(key) : undefined;
        if (earlier !== undefined) {
          return reject([
            { line: row.line, column: mapped.row.id !== null ? 'id' : 'externalId', message: `Line ${earlier} has the same record` },
          ]);
        }
        if (key) seen.set(key, row.line);
        batch.push(mapped.row);
      };
      // Rows wait in `pending` until a batch is full: the records they update are read in one query,
      // so columns the file lacks keep their stored values and the rules check the merged record.
      let pending: SourceRow[] = [];
      const mapPending = async () => {
        const keys = pending.map((row) => rawKey(opts.entity, row, defaultSource));
        const stored = await loadStored(tx, spec.table, keys);
        const boxed = opts.entity === 'games' ? await gamesWithBoxScores(tx, stored.values()) : undefined;
        pending.forEach((row, i) => {
          const match = stored.get(storedKey(keys[i]) ?? '');
          take(match ? { ...row, stored: storedColumns(opts.entity, spec.fields, match) } : row, match, boxed);
        });
        pending = [];
        await flush();
      };
      for await (const row of opts.rows) {
        report.rows += 1;
        pending.push(row);
        if (pending.length >= BATCH) await mapPending();
      }
      await mapPending();
      if (opts.dryRun || report.rejectedCount > 0) throw new Rollback();
      const { rows, created, updated, unchanged } = report;
      await recordAudit(tx, {
        actor: opts.actor,
        action: 'import',
        entity: spec.audit,
        entityId: null,
        after: { source: defaultSource, rows, created, updated, unchanged },
      });
      report.imported = true;
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return report;
}

const recordKey = (r: PreparedRow) => (r.id !== null ? `id:${r.id}` : r.externalId !== null ? `x:${r.source}\u0000${r.externalId}` : null);
