import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { backupRows, verifyBackupReferences } from './backup-verify';
import type { DbHandle } from './client';
import * as s from './schema';

// Parent tables first so an import never violates a foreign key. Sessions are not backed up:
// restoring them would resurrect logins.
export const BACKUP_TABLES: [string, PgTable & { id: never }][] = [
  ['countries', s.countries],
  ['users', s.users],
  ['facilities', s.facilities],
  ['leagues', s.leagues],
  ['seasons', s.seasons],
  ['teams', s.teams],
  ['players', s.players],
  ['user_roles', s.userRoles],
  ['games', s.games],
  ['standing_adjustments', s.standingAdjustments],
  ['box_scores', s.boxScores],
  ['box_score_lineups', s.boxScoreLineups],
  ['box_score_goals', s.boxScoreGoals],
  ['box_score_penalties', s.boxScorePenalties],
  ['box_score_shots', s.boxScoreShots],
  ['box_score_shootout', s.boxScoreShootout],
  ['box_score_goalies', s.boxScoreGoalies],
  ['player_season_stats', s.playerSeasonStats],
  ['ad_settings', s.adSettings],
  ['audit_log', s.auditLog],
] as never;

/**
 * The column a table is read in order of: `id`, or for the box-score tables (issue #17) the game
 * (the player for season totals) — not unique, so a page never ends inside one key's rows.
 */
export const PAGE_KEY: Record<string, string> = {
  box_scores: 'gameId',
  box_score_lineups: 'gameId',
  box_score_goals: 'gameId',
  box_score_penalties: 'gameId',
  box_score_shots: 'gameId',
  box_score_shootout: 'gameId',
  box_score_goalies: 'gameId',
  player_season_stats: 'playerId',
};
const keyOf = (name: string) => PAGE_KEY[name] ?? 'id';

const PAGE = 5000;
type Row = Record<string, unknown> & { id: number };

// A backup holds every password hash: owner-only, and a new file each time (an old file's looser
// mode would survive an overwrite; 'wx' refuses to follow a link planted in its place).
const PRIVATE = { mode: 0o600, flags: 'wx' } as const;
const freshPrivatePath = (dir: string, file: string) => {
  const p = path.join(dir, file);
  rmSync(p, { force: true });
  return p;
};

export type ExportOptions = {
  onTable?: (name: string, rows: number) => void | Promise<void>;
  /** rows read at a time (tests) */ pageSize?: number;
};

/**
 * Writes every table as NDJSON (one row per line, paged by id) plus a manifest with the counts,
 * all read in ONE read-only REPEATABLE READ transaction: the tables come from the same snapshot,
 * so a game written during the export never lands in the backup without its teams.
 */
export async function exportDatabase(handle: DbHandle, dir: string, opts: ExportOptions = {}): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const counts: Record<string, number> = {};
  const page = opts.pageSize ?? PAGE;
  await handle.db.transaction(
    async (tx) => {
      for (const [name, table] of BACKUP_TABLES) {
        const key = keyOf(name);
        const keyCol = (table as unknown as Record<string, Parameters<typeof gt>[0]>)[key]!;
        const out = createWriteStream(freshPrivatePath(dir, `${name}.ndjson`), PRIVATE);
        let last = -1;
        let n = 0;
        for (;;) {
          let rows = (await tx.select().from(table).where(gt(keyCol, last)).orderBy(asc(keyCol)).limit(page)) as Row[];
          const full = rows.length === page;
          // A full page may stop inside its last key's rows: those are read again with the next page.
          if (full && key !== 'id') {
            const lastKey = rows[rows.length - 1]![key];
            rows = rows.filter((r) => r[key] !== lastKey);
            // One key with more rows than a page: that key alone, whole.
            if (rows.length === 0) rows = (await tx.select().from(table).where(eq(keyCol, lastKey))) as Row[];
          }
          for (const r of rows) out.write(`${JSON.stringify(r)}\n`);
          n += rows.length;
          if (!full) break;
          last = rows[rows.length - 1]![key] as number;
        }
        await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
        counts[name] = n;
        await opts.onTable?.(name, n);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const manifest = { format: 'hockey-directory-backup/1', exportedAt: new Date().toISOString(), counts };
  writeFileSync(freshPrivatePath(dir, 'manifest.json'), JSON.stringify(manifest, null, 2), { mode: PRIVATE.mode, flag: PRIVATE.flags });
  return counts;
}

/**
 * Restores a backup into an EMPTY database (refuses otherwise), in one transaction, after checking
 * that every reference in it points at a row it holds (refused naming what is missing otherwise).
 */
export async function importDatabase(handle: DbHandle, dir: string): Promise<Record<string, number>> {
  const manifestPath = path.join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: not a backup folder`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { format: string };
  if (manifest.format !== 'hockey-directory-backup/1') throw new Error(`Unknown backup format ${manifest.format}`);
  for (const [name, table] of BACKUP_TABLES) {
    const [{ n }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    if (n > 0) throw new Error(`Refusing to import: table ${name} is not empty`);
  }
  await verifyBackupReferences(dir, BACKUP_TABLES);
  const counts: Record<string, number> = {};
  await handle.db.transaction(async (tx) => {
    for (const [name, table] of BACKUP_TABLES) {
      let batch: Row[] = [];
      let n = 0;
      const flush = async () => {
        if (batch.length) await tx.insert(table).values(batch as never);
        n += batch.length;
        batch = [];
      };
      for await (const row of backupRows(dir, name)) {
        batch.push(row);
        if (batch.length >= 1000) await flush();
      }
      await flush();
      counts[name] = n;
      // Serial sequences must continue after the restored ids.
      if (keyOf(name) === 'id')
        await tx.execute(
          sql.raw(
            `SELECT setval(pg_get_serial_sequence('${name}', 'id'), GREATEST((SELECT max(id) FROM ${name}), 1), (SELECT max(id) FROM ${name}) IS NOT NULL)`,
          ),
        );
    }
  });
  return counts;
}
