import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { SingleBar, Presets } from 'cli-progress';
import { IMPORT_ENTITIES } from '#shared/domain/directory/import-columns';
import { ImportEntity, type ImportReport } from '#shared/schemas/import';
import { ConfigError } from '../config';
import type { Db } from '../db/client';
import { checkHeader } from '../lib/import/file-format';
import { readRows } from '../lib/import/read-rows';
import { runImport } from '../repositories/import/run-import';
import { announceFromCommandLine } from '../live/announce';
import { BOX_SCORE_USAGE, importBoxScoresCommand } from './import-box-scores';

export const IMPORT_USAGE = `usage: import <${IMPORT_ENTITIES.join('|')}> <file.csv|file.json|file.ndjson> [--dry-run] [--source=name]\n       ${BOX_SCORE_USAGE.slice('usage: '.length)}`;

/**
 * `npm run import -- games season.csv [--dry-run]`: the API's import from a file, with a progress
 * bar on a terminal and the same report. Exit code 1 when a row was rejected (nothing stored).
 */
export async function importFileCommand(db: Db, args: string[]): Promise<number> {
  const [entityArg, file] = args.filter((a) => !a.startsWith('--'));
  if (entityArg === 'boxscores') return importBoxScoresCommand(db, args);
  const entity = ImportEntity.safeParse(entityArg);
  if (!entity.success || !file) {
    const restore = entityArg && !entity.success ? '\nTo restore a backup folder, use: npm run restore -- <folder>' : '';
    throw new ConfigError(IMPORT_USAGE + restore);
  }
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new ConfigError(`import: no file "${file}"`);
  const dryRun = args.includes('--dry-run');
  const source = args.find((a) => a.startsWith('--source='))?.slice('--source='.length) || undefined;
  const input = createReadStream(file);
  const bar = process.stderr.isTTY
    ? new SingleBar({ format: '{bar} {percentage}% | {rows} rows | {rejected} rejected', stream: process.stderr }, Presets.shades_classic)
    : null;
  bar?.start(info.size, 0, { rows: 0, rejected: 0 });
  const started = Date.now();
  let report: ImportReport;
  const written: number[] = [];
  try {
    report = await runImport(db, {
      entity: entity.data,
      rows: readRows(input, /\.csv$/i.test(file) ? 'csv' : 'json', (names) => checkHeader(entity.data, names)),
      dryRun,
      source,
      actor: null,
      onProgress: (r) => bar?.update(input.bytesRead, { rows: r.rows, rejected: r.rejectedCount }),
      writtenIds: written,
    });
  } finally {
    bar?.stop();
  }
  // Imported games reach the open pages of running servers (issue 27), as through the API.
  if (report.imported && entity.data === 'games') await announceFromCommandLine(db, written);
  console.log(describeReport(report, Date.now() - started));
  return report.rejectedCount > 0 ? 1 : 0;
}

export function describeReport(r: ImportReport, ms: number): string {
  const outcome = r.imported ? 'imported' : r.dryRun ? 'dry run, nothing stored' : 'nothing stored: fix the rejected rows';
  const lines = [
    `${r.entity}: ${r.rows} rows in ${(ms / 1000).toFixed(1)} s — created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejectedCount} (${outcome})`,
    ...r.rejected.slice(0, 50).map((x) => `  line ${x.line}${x.column ? `, ${x.column}` : ''}: ${x.message}`),
  ];
  if (r.rejectedCount > 50) lines.push(`  … and ${r.rejectedCount - 50} more`);
  return lines.join('\n');
}
