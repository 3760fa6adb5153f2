import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { importFileCommand } from '#server/cli/import-file';
import { parseConfig } from '#server/config';
import { openPostgres, type DbHandle } from '#server/db/client';
import { games, teams } from '#server/db/schema';
import { createTestDatabase } from '../helpers/test-db';
import { openSse } from '../helpers/sse-reader';

/**
 * ADR 0025: a wake-up lost while the server's LISTEN session is down (a restart, a cut connection)
 * must cost latency, never a change: once it listens again, its open streams read what they missed.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: DbHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let cli: DbHandle;
let dir: string;
const closers: (() => unknown)[] = [];
vi.spyOn(console, 'log').mockImplementation(() => undefined);

beforeAll(async () => {
  db = await createTestDatabase();
  await db.handle.db.insert(teams).values([
    { name: 'Lost Hawks', city: 'Espoo' },
    { name: 'Lost Owls', city: 'Turku' },
  ]);
  server = await openPostgres(db.url!, { max: 3 });
  app = await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent' }), db: server, clientDir: '/nonexistent' });
  cli = await openPostgres(db.url!, { max: 2 });
  dir = await mkdtemp(path.join(tmpdir(), 'hd-live-lost-'));
});
afterAll(async () => {
  closers.forEach((close) => close());
  await app.close();
  await server.close();
  await cli.close();
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const listeners = async () =>
  (
    await cli.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`,
    )
  ).rows.map((r) => r.pid);

describe('a lost LISTEN session', () => {
  it('once listening again, open streams receive what was announced while it was down', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const day = await openSse(`${base}/api/live?date=2026-11-29`);
    closers.push(day.close);
    await new Promise((r) => setTimeout(r, 200));
    const [pid] = await listeners();
    expect(pid).toBeGreaterThan(0);
    await cli.db.execute(sql`select pg_terminate_backend(${pid})`);
    while ((await listeners()).includes(pid)) await new Promise((r) => setTimeout(r, 20));
    // The server listens again a second after the loss: this import's NOTIFY reaches no one.
    const file = path.join(dir, 'games.csv');
    await writeFile(file, 'date,time,homeTeam,awayTeam\n2026-11-29,19:00,Lost Hawks,Lost Owls\n');
    expect(await importFileCommand(cli.db, ['games', file])).toBe(0);
    const [game] = await db.handle.db.select().from(games);
    const [message] = await day.waitFor(1, 10_000);
    expect(message).toMatchObject({ event: 'game', data: { gameId: game.id, status: 'scheduled' } });
    expect((await listeners()).length).toBe(1);
  });
});
