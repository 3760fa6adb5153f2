import { chmodSync, cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDatabase, importDatabase } from '#server/db/backup';
import { tempDir, testTempDir } from '../helpers/temp-dir';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';
import { createTestDatabase, TEST_ENGINE } from '../helpers/test-db';
import { countries, games, leagues, teams } from '#server/db/schema';

let t: TestApp;
const dir = tempDir('hd-backup-');
beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, code] of [
    ['Canada', 'CAN'],
    ['Sweden', 'SWE'],
    ['Česko', 'CZE'],
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/countries', headers: { cookie: t.admin }, payload: { name, code } });
    expect(res.statusCode).toBe(201);
  }
  const db = t.handle.db;
  const [league] = await db.insert(leagues).values({ name: 'Backup League' }).returning();
  const [home, away] = await db
    .insert(teams)
    .values([
      { name: 'Home', city: 'A', leagueId: league.id },
      { name: 'Away', city: 'B', leagueId: league.id },
    ])
    .returning();
  await db.insert(games).values({ homeTeamId: home.id, awayTeamId: away.id, gameDate: '2025-01-05', homeScore: 2, awayScore: 1 });
});

const fresh = async () => {
  const target = await createTestDatabase();
  targets.push(target);
  return target;
};
const targets: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
afterAll(async () => {
  for (const target of targets) await target.drop();
});

describe('export / import', () => {
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  afterAll(async () => {
    await target?.drop();
  });

  it('round-trips every table into an empty database, sequences included', async () => {
    const exported = await exportDatabase(t.handle, dir);
    expect(exported.countries).toBe(3);
    expect(exported.users).toBe(2);
    expect(JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')).counts.countries).toBe(3);

    target = await createTestDatabase();
    const imported = await importDatabase(target.handle, dir);
    expect(imported).toEqual(exported);

    // By id on both sides: the API lists names in a reader's order (issue 19), the raw column sorts by bytes.
    const source = json(await t.app.inject({ url: '/api/countries' })).sort((a: { id: number }, b: { id: number }) => a.id - b.id);
    const rows = await target.handle.db.query.countries.findMany({ orderBy: (c, { asc }) => asc(c.id) });
    expect(rows.map((r) => [r.id, r.name, r.code])).toEqual(
      source.map((c: { id: number; name: string; code: string }) => [c.id, c.name, c.code]),
    );
    // The next insert continues after the restored ids instead of colliding with them.
    const { countries } = await import('#server/db/schema');
    const [next] = await target.handle.db.insert(countries).values({ name: 'Norway', code: 'NOR' }).returning();
    expect(next.id).toBeGreaterThan(Math.max(...rows.map((r) => r.id)));
  });

  it('refuses to import into a database that has data', async () => {
    await expect(importDatabase(t.handle, dir)).rejects.toThrow(/not empty/);
  });
});

describe('backups taken while the app writes', () => {
  it('are one snapshot: a team and its game written mid-export are both in or both out, and the backup restores', async () => {
    const snapDir = testTempDir('hd-backup-snap-');
    const db = t.handle.db;
    let write: Promise<void> | null = null;
    const exported = await exportDatabase(t.handle, snapDir, {
      onTable: async (name) => {
        if (name !== 'teams') return;
        // Teams are written out, games not yet: a new team with a game lands between the two.
        write = (async () => {
          const [other] = await db.select().from(teams).limit(1);
          const [team] = await db.insert(teams).values({ name: 'Late', city: 'C' }).returning();
          await db.insert(games).values({ homeTeamId: team.id, awayTeamId: other.id, gameDate: '2025-02-01' });
        })();
        // On PostgreSQL the write commits while the export runs; the embedded database has one
        // connection, so there the write waits for the export's transaction to end.
        if (TEST_ENGINE === 'postgres') await write;
      },
    });
    await write;
    const [{ n: gamesNow }] = await db.select({ n: sql<number>`count(*)::int` }).from(games);
    expect(gamesNow).toBe(exported.games + 1);
    const target = await fresh();
    expect(await importDatabase(target.handle, snapDir)).toEqual(exported);
    // Exports and restores the whole demo-sized database twice: on a busy shared machine this took 30 s.
  }, 120_000);

  it('are written owner-only (0600), also over an old world-readable backup', async () => {
    const privDir = testTempDir('hd-backup-mode-');
    writeFileSync(path.join(privDir, 'users.ndjson'), 'old');
    chmodSync(path.join(privDir, 'users.ndjson'), 0o644);
    await exportDatabase(t.handle, privDir);
    const files = readdirSync(privDir);
    expect(files).toContain('users.ndjson');
    expect(files).toContain('manifest.json');
    for (const f of files) expect([f, (statSync(path.join(privDir, f)).mode & 0o777).toString(8)]).toEqual([f, '600']);
  });
});

describe('importing an inconsistent backup', () => {
  it('is refused before anything is written, naming the missing rows', async () => {
    const badDir = testTempDir('hd-backup-bad-');
    cpSync(dir, badDir, { recursive: true });
    // Drop the first team from the backup: the game pointing at it now references nothing.
    const teamLines = readFileSync(path.join(badDir, 'teams.ndjson'), 'utf8').trim().split('\n');
    const dropped = JSON.parse(teamLines[0]).id as number;
    writeFileSync(path.join(badDir, 'teams.ndjson'), `${teamLines.slice(1).join('\n')}\n`);

    const target = await fresh();
    const err = await importDatabase(target.handle, badDir).then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).toMatch(/nothing was imported/);
    expect(err?.message).toContain(`games.homeTeamId → teams: 1 row(s) point at missing id(s) ${dropped}`);
    const [{ n }] = await target.handle.db.select({ n: sql<number>`count(*)::int` }).from(countries);
    expect(n).toBe(0);
  });
});
