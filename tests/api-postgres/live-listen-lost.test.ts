import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importFileCommand } from '#server/cli/import-file';
import { games } from '#server/db/schema';
import { cliBesideServer } from '../helpers/cli-beside-server';
import { openSse } from '../helpers/sse-reader';

/**
 * ADR 0025: a wake-up lost while the server's LISTEN session is down (a restart, a cut connection)
 * must cost latency, never a change: once it listens again, its open streams read what they missed.
 */
const w = cliBesideServer(['Lost Hawks', 'Lost Owls']);

const listeners = async () =>
  (
    await w.cli.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`,
    )
  ).rows.map((r) => r.pid);

describe('a lost LISTEN session', () => {
  it('once listening again, open streams receive what was announced while it was down', async () => {
    const base = await w.app.listen({ port: 0, host: '127.0.0.1' });
    const day = await openSse(`${base}/api/live?date=2026-11-29`);
    w.closers.push(day.close);
    await new Promise((r) => setTimeout(r, 200));
    const [pid] = await listeners();
    expect(pid).toBeGreaterThan(0);
    await w.cli.db.execute(sql`select pg_terminate_backend(${pid})`);
    while ((await listeners()).includes(pid)) await new Promise((r) => setTimeout(r, 20));
    // The server listens again a second after the loss: this import's NOTIFY reaches no one.
    const file = path.join(w.dir, 'games.csv');
    await writeFile(file, 'date,time,homeTeam,awayTeam\n2026-11-29,19:00,Lost Hawks,Lost Owls\n');
    expect(await importFileCommand(w.cli.db, ['games', file])).toBe(0);
    const [game] = await w.db.handle.db.select().from(games);
    const [message] = await day.waitFor(1, 10_000);
    expect(message).toMatchObject({ event: 'game', data: { gameId: game.id, status: 'scheduled' } });
    expect((await listeners()).length).toBe(1);
  });
});
