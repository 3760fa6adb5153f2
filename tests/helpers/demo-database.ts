import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '#server/db/client';
import { seedDatabase } from '#server/demo';
import { isoDate, localToday } from '#server/demo/dates';
import { instantOf } from '#shared/domain/dates/zoned-time';
import { createTestDatabase, onServer, postgresCopy, TEST_ENGINE } from './test-db';
import { pgliteDump } from './pglite-dump';

/**
 * The demo (older seasons' box scores left for later) as a test database, seeded once and copied after:
 * the files that read the whole demo load it on PGlite and PostgreSQL, on Node 20, 22 and 24, eight seeds of
 * ~16 s each a CI run before. Kept across runs under a key of everything that decides its content: the
 * server and shared code (the seed writes through the repositories), the lock file (PGlite's data format)
 * the seed's options (this file) and the local day and zone (the schedule is built around today), like the browser tier's database.
 */
type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const CACHE = process.env.TEST_DEMO_CACHE ?? path.join(os.homedir(), '.cache', 'hockey-directory', 'test-demo');
const localDay = (d = new Date()) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

function demoKey(): string {
  const hash = createHash('sha256');
  const files = ['src/server', 'src/shared'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name)),
  );
  // This file too: it holds the seed's options.
  for (const file of [...files.sort(), 'package-lock.json', 'tests/helpers/demo-database.ts']) hash.update(file).update(readFileSync(file));
  hash.update(`${localDay()} ${Intl.DateTimeFormat().resolvedOptions().timeZone}`);
  return `${localDay()}_${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The demo's options: the older seasons' box scores left for later, and a fixed clock for the day (20:00 in New
 * York, NHL games under way), so today's statuses are the same at any hour. The seed test checks this very demo.
 */
export function demoSeedOptions() {
  const clock = instantOf(isoDate(localToday()), '20:00', 'America/New_York');
  const now = 'instant' in clock ? clock.instant : new Date();
  return { scale: 'demo' as const, today: localToday(), now, history: 'later' as const, log: () => {} };
}
const seed = (handle: DbHandle) => seedDatabase(handle, demoSeedOptions());

/** One maker at a time across workers and Node lines: the others wait for its result instead of seeding too. */
async function madeOnce(lock: string, done: () => Promise<boolean>, make: () => Promise<void>): Promise<void> {
  for (;;) {
    if (await done()) return;
    try {
      closeSync(openSync(lock, 'wx'));
    } catch {
      // A maker that died leaves its lock: older than any seed takes, it is taken over.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 600_000) rmSync(lock, { force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      if (!(await done())) await make();
      return;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** Each change of the code makes a new copy (~240 MB): the newest few stay, for runs of nearby commits. */
const KEEP = 3;
const stale = <T>(newestFirst: T[]) => newestFirst.slice(KEEP);

async function pgliteDemo(key: string): Promise<TestDatabase> {
  mkdirSync(CACHE, { recursive: true });
  const file = path.join(CACHE, `${key}.tar`);
  await madeOnce(
    `${file}.lock`,
    async () => existsSync(file),
    async () => {
      const { handle, drop } = await createTestDatabase();
      await seed(handle);
      const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      await drop();
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
      renameSync(part, file); // whole or absent
      const dumps = readdirSync(CACHE)
        .filter((n) => n.endsWith('.tar'))
        .map((n) => path.join(CACHE, n))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
      for (const old of stale(dumps)) rmSync(old, { force: true });
    },
  );
  const handle = await openPglite(undefined, { loadDataDir: pgliteDump(readFileSync(file)) });
  return { handle, drop: () => handle.close() };
}

async function postgresDemo(key: string): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL!;
  const template = `hd_demo_${key}`;
  const exists = () => onServer(async (c) => (await c.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1);
  await madeOnce(path.join(os.tmpdir(), `${template}.lock`), exists, async () => {
    const making = `hd_demo_part_${randomBytes(6).toString('hex')}`;
    await onServer((c) => c.query(`CREATE DATABASE ${making} TEMPLATE ${inject('postgresTemplate')}`));
    const url = new URL(base);
    url.pathname = `/${making}`;
    const handle = await openPostgres(url.toString(), { max: 3 });
    try {
      await seed(handle);
    } catch (err) {
      await handle.close();
      await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`));
      throw err;
    }
    await handle.close(); // a template has no sessions while it is copied
    await onServer(async (c) => {
      await c.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
      const made = await c.query<{ datname: string }>(
        "select datname from pg_database where datname like 'hd\\_demo\\_2%' order by oid desc",
      );
      for (const { datname } of stale(made.rows)) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  });
  return postgresCopy(template);
}

/** A fresh test database holding the demo, on this project's engine. */
export function createDemoTestDatabase(): Promise<TestDatabase> {
  const key = demoKey();
  return TEST_ENGINE === 'pglite' ? pgliteDemo(key) : postgresDemo(key);
}
