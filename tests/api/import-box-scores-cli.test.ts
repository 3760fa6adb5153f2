import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importFileCommand } from '#server/cli/import-file';
import { ConfigError } from '#server/config';
import { boxScores, games, leagues, seasons } from '#server/db/schema';
import { tempDir } from '../helpers/temp-dir';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { whlGames } from '../helpers/official-corpus';

// Issue #26: `npm run import -- boxscores FILE --league=ID --season=ID` runs the API's box-score import.
let t: TestApp;
const dir = tempDir('hd-import-boxscores-');
const ids = { league: 0, season: 0 };
const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
afterEach(() => log.mockClear());

beforeAll(async () => {
  t = await buildTestApp();
  const [league] = await t.handle.db.insert(leagues).values({ name: 'Western Hockey League', shortName: 'WHL' }).returning();
  const [season] = await t.handle.db
    .insert(seasons)
    .values({ leagueId: league.id, year: '2024-25', name: '2024-25 Regular Season' })
    .returning();
  Object.assign(ids, { league: league.id, season: season.id });
});

const file = async (name: string, lines: unknown[]) => {
  const p = path.join(dir, name);
  await writeFile(p, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return p;
};
const run = (...args: string[]) =>
  importFileCommand(t.handle.db, ['boxscores', ...args, `--league=${ids.league}`, `--season=${ids.season}`]);
const stored = async () => ({
  games: (await t.handle.db.select().from(games)).length,
  boxes: (await t.handle.db.select().from(boxScores)).length,
});

describe('import boxscores command', () => {
  it('dry run stores nothing; the real run stores; again is unchanged; a rejected game exits 1 and is named', async () => {
    const two = await file('two.ndjson', whlGames(false).slice(0, 2));
    expect(await run(two, '--dry-run')).toBe(0);
    expect(log.mock.calls[0][0]).toMatch(
      /^boxscores: 2 games in [\d.]+ s — created 2, updated 0, unchanged 0, rejected 0; 3 new teams, \d+ new players, \d+ with warnings \(dry run, nothing stored\)$/,
    );
    expect(await stored()).toEqual({ games: 0, boxes: 0 });

    expect(await run(two)).toBe(0);
    expect(await stored()).toEqual({ games: 2, boxes: 2 });
    expect(await run(two)).toBe(0);
    expect(log.mock.calls.at(-1)![0]).toMatch(/created 0, updated 0, unchanged 2, rejected 0/);

    const bad = await file('bad.ndjson', [{ nothing: true }]);
    expect(await run(bad)).toBe(1);
    expect(log.mock.calls.at(-1)![0]).toMatch(/\n {2}game 1: Not a game sheet/);
  });

  it('needs the league and season as ids', async () => {
    const two = await file('one.ndjson', whlGames(false).slice(0, 1));
    await expect(importFileCommand(t.handle.db, ['boxscores', two, `--league=${ids.league}`])).rejects.toThrow(ConfigError);
    await expect(importFileCommand(t.handle.db, ['boxscores', two, '--league=NHL', `--season=${ids.season}`])).rejects.toThrow(
      /--league=<id>/,
    );
  });
});
