import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { openPostgres, type DbHandle } from '#server/db/client';
import { teams } from '#server/db/schema';
import { createTestDatabase } from './test-db';

/**
 * Issue 27's command-line set-up on PostgreSQL: a server (its own pool and LISTEN session) and a command-line
 * import's connection on one throwaway database with two teams, a folder for the import files, and whatever a
 * test opens (`closers`), closed after the file. Its fields are set before the tests run.
 */
export function cliBesideServer(teamNames: [string, string]) {
  const w = {
    db: undefined as unknown as Awaited<ReturnType<typeof createTestDatabase>>,
    server: undefined as unknown as DbHandle,
    app: undefined as unknown as Awaited<ReturnType<typeof buildApp>>,
    cli: undefined as unknown as DbHandle,
    dir: '',
    closers: [] as (() => unknown)[],
  };
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  beforeAll(async () => {
    w.db = await createTestDatabase();
    await w.db.handle.db.insert(teams).values([
      { name: teamNames[0], city: 'Espoo' },
      { name: teamNames[1], city: 'Turku' },
    ]);
    w.server = await openPostgres(w.db.url!, { max: 3 });
    w.app = await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent' }), db: w.server, clientDir: '/nonexistent' });
    w.cli = await openPostgres(w.db.url!, { max: 2 });
    w.dir = await mkdtemp(path.join(tmpdir(), 'hd-live-cli-'));
  });
  afterAll(async () => {
    w.closers.forEach((close) => close());
    await w.app.close();
    await w.server.close();
    await w.cli.close();
    await w.db.drop();
    await rm(w.dir, { recursive: true, force: true });
  });
  return w;
}
