import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { importFileCommand } from '#server/cli/import-file';
import { games, leagues, seasons } from '#server/db/schema';
import { marksSince } from '#server/repositories/games/game-marks';
import { cliBesideServer } from '../helpers/cli-beside-server';
import { whlGames } from '../helpers/official-corpus';
import { openSse } from '../helpers/sse-reader';

/**
 * Issue 27: a command-line import runs in its own process, beside the servers on the same PostgreSQL;
 * the games it stores reach their open pages at once, as an import through the API does.
 */
const w = cliBesideServer(['Import Hawks', 'Import Owls']);

describe('command-line imports reach open pages', () => {
  it("a games file imported from the command line reaches a server's day stream", async () => {
    const base = await w.app.listen({ port: 0, host: '127.0.0.1' });
    const day = await openSse(`${base}/api/live?date=2026-11-28`);
    w.closers.push(day.close);
    // The day stream starts from now: let it take its position before the import.
    await new Promise((r) => setTimeout(r, 200));
    const file = path.join(w.dir, 'games.csv');
    await writeFile(file, 'date,time,homeTeam,awayTeam\n2026-11-28,19:00,Import Hawks,Import Owls\n');
    expect(await importFileCommand(w.cli.db, ['games', file])).toBe(0);
    const [game] = await w.db.handle.db.select().from(games);
    const [message] = await day.waitFor(1, 3000);
    expect(message).toMatchObject({ event: 'game', data: { gameId: game.id, status: 'scheduled' } });
  });

  it('a box-score file marks its games for the streams and wakes every listening server', async () => {
    const [league] = await w.db.handle.db.insert(leagues).values({ name: 'Western Hockey League', shortName: 'WHL' }).returning();
    const [season] = await w.db.handle.db
      .insert(seasons)
      .values({ leagueId: league.id, year: '2024-25', name: '2024-25 Regular Season' })
      .returning();
    const listener = new pg.Client({ connectionString: w.db.url! });
    await listener.connect();
    w.closers.push(() => listener.end());
    const woken: string[] = [];
    listener.on('notification', (n) => woken.push(n.payload ?? ''));
    await listener.query('LISTEN game_events');

    const file = path.join(w.dir, 'two.ndjson');
    await writeFile(
      file,
      whlGames(false)
        .slice(0, 2)
        .map((g) => JSON.stringify(g))
        .join('\n') + '\n',
    );
    expect(await importFileCommand(w.cli.db, ['boxscores', file, `--league=${league.id}`, `--season=${season.id}`])).toBe(0);
    const imported = (await w.db.handle.db.select().from(games)).filter((g) => g.seasonId === season.id).map((g) => g.id);
    expect(imported).toHaveLength(2);
    expect((await marksSince(w.db.handle.db, imported, 0)).map((m) => m.gameId).sort()).toEqual([...imported].sort());
    await vi.waitFor(() => expect(woken.map(Number)).toEqual([expect.any(Number)]), { timeout: 3000 });
    expect(imported).toContain(Number(woken[0]));
  });
});
