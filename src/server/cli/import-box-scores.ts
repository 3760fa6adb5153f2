import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { SingleBar, Presets } from 'cli-progress';
import type { BoxScoreImportReport } from '#shared/schemas/box-score-import';
import { ConfigError } from '../config';
import type { Db } from '../db/client';
import { readRows } from '../lib/import/read-rows';
import { runBoxScoreImport } from '../repositories/import/run-box-score-import';
import { announceFromCommandLine } from '../live/announce';

export const BOX_SCORE_USAGE = 'usage: import boxscores <file.json|file.ndjson> --league=<id> --season=<id> [--dry-run] [--source=name]';

const option = (args: string[], name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;
const idOption = (args: string[], name: string) => {
  const value = option(args, name);
  if (!value || !/^[1-9]\d{0,9}$/.test(value))
    throw new ConfigError(`import boxscores: --${name}=<id> is required (a numeric id)\n${BOX_SCORE_USAGE}`);
  return Number(value);
};

/**
 * `npm run import -- boxscores season.json --league=1 --season=3`: the API's box-score import from a
 * file (issue #26), with a progress bar on a terminal. Exit code 1 when a game was rejected (the
 * other games are stored, as through the API).
 */
export async function importBoxScoresCommand(db: Db, args: string[]): Promise<number> {
  const file = args.filter((a) => !a.startsWith('--'))[1];
  if (!file) throw new ConfigError(BOX_SCORE_USAGE);
  const leagueId = idOption(args, 'league');
  const seasonId = idOption(args, 'season');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new ConfigError(`import: no file "${file}"`);
  const input = createReadStream(file);
  const bar = process.stderr.isTTY
    ? new SingleBar({ format: '{bar} {percentage}% | {games} games | {rejected} rejected', stream: process.stderr }, Presets.shades_classic)
    : null;
  bar?.start(info.size, 0, { games: 0, rejected: 0 });
  const started = Date.now();
  let report: BoxScoreImportReport;
  const written: number[] = [];
  try {
    report = await runBoxScoreImport(db, {
      rows: readRows(input, 'json'),
      leagueId,
      seasonId,
      dryRun: args.includes('--dry-run'),
      source: option(args, 'source'),
      actor: null,
      onProgress: (r) => bar?.update(input.bytesRead, { games: r.games, rejected: r.rejectedGames }),
      writtenIds: written,
    });
  } finally {
    bar?.stop();
    // Each game commits on its own: those stored before a failure reach the open pages too (issue 27).
    await announceFromCommandLine(db, written);
  }
  console.log(describeBoxScoreReport(report, Date.now() - started));
  return report.rejectedCount > 0 ? 1 : 0;
}

export function describeBoxScoreReport(r: BoxScoreImportReport, ms: number): string {
  const outcome = r.dryRun ? 'dry run, nothing stored' : r.rejectedGames ? 'the other games stored' : 'stored';
  const lines = [
    `boxscores: ${r.games} games in ${(ms / 1000).toFixed(1)} s — created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, ` +
      `rejected ${r.rejectedGames}; ${r.teamsCreated} new teams, ${r.playersCreated} new players, ${r.withWarnings} with warnings (${outcome})`,
    ...r.rejected
      .slice(0, 50)
      .map((x) => `  game ${x.game}${x.externalId ? ` (${x.externalId})` : ''}${x.path ? `, ${x.path}` : ''}: ${x.message}`),
  ];
  if (r.rejectedCount > 50) lines.push(`  … and ${r.rejectedCount - 50} more`);
  return lines.join('\n');
}
