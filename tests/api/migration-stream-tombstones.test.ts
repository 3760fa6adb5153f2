import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '#server/db/client';
import { migrationsFolder, runMigrations } from '#server/db/migrate';
import { marksSince } from '#server/repositories/games/game-marks';
import { createTestDatabase } from '../helpers/test-db';

// Issue 27, push to fans: migration 0015 keeps a deleted game's stream mark as a tombstone. Marks written on a
// database stopped at 0014 take their game's day and league, and outlive their game from then on.
let handle: DbHandle;
let drop: () => Promise<void>;
let oldFolder: string;

const rows = async (query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  oldFolder = mkdtempSync(path.join(tmpdir(), 'hd-migrations-'));
  cpSync(migrationsFolder(), oldFolder, { recursive: true });
  const journalPath = path.join(oldFolder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((e) => e.tag < '0015');
  writeFileSync(journalPath, JSON.stringify(journal));
  ({ handle, drop } = await createTestDatabase((h) => runMigrations(h, oldFolder)));
  await handle.exec(`
    INSERT INTO leagues (id, name) VALUES (7, 'Old League');
    INSERT INTO seasons (id, league_id, year, name) VALUES (3, 7, '2030-31', '2030-31 Regular Season');
    INSERT INTO teams (id, name, city) VALUES (1, 'A', 'Espoo'), (2, 'B', 'Turku');
    INSERT INTO games (id, home_team_id, away_team_id, game_date, season_id) VALUES (1, 1, 2, '2031-01-02', 3), (2, 2, 1, '2031-01-03', null);
    INSERT INTO game_stream_marks (game_id, seq) VALUES (1, nextval('game_events_seq')), (2, nextval('game_events_seq'));
  `);
  await runMigrations(handle);
});

afterAll(async () => {
  await drop?.();
  rmSync(oldFolder, { recursive: true, force: true });
});

describe('migration 0015: stream marks outlive their games', () => {
  it("gives each mark its game's day and league", async () => {
    const marks = await rows(
      sql`select game_id as "gameId", to_char(game_date, 'YYYY-MM-DD') as "gameDate", league_id as "leagueId" from game_stream_marks order by game_id`,
    );
    expect(marks).toEqual([
      { gameId: 1, gameDate: '2031-01-02', leagueId: 7 },
      { gameId: 2, gameDate: '2031-01-03', leagueId: null },
    ]);
  });

  it("keeps a deleted game's mark, which its day's feed reads as a removal", async () => {
    await handle.exec('DELETE FROM games WHERE id = 1');
    expect(await marksSince(handle.db, [], 0, 500, { date: '2031-01-02', leagueId: 7 })).toEqual([
      { gameId: 1, seq: expect.any(Number), deleted: true },
    ]);
    expect(await marksSince(handle.db, [], 0, 500, { date: '2031-01-02', leagueId: 8 })).toEqual([]);
    expect(await marksSince(handle.db, [2], 0, 500, { date: '2031-01-03' })).toMatchObject([{ gameId: 2, status: 'scheduled' }]);
  });
});
