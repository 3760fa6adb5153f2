import pg from 'pg';
import { countries } from '#server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, signInOver, waitFor, startSourceServer, type SourceServer } from '../helpers/server-process';
import { createTestDatabase } from '../helpers/test-db';

// A port free now, not a fixed one: another file, or another checkout's run, may be listening on any fixed port.
const PORT = await freePort();
const ADMIN = { email: 'admin@drain.test', password: 'drain-password-1' };
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let srv: SourceServer;

beforeAll(async () => {
  db = await createTestDatabase();
  srv = await startSourceServer(PORT, db.url!, ADMIN);
}, 120_000);
afterAll(async () => {
  srv?.kill();
  await db.drop();
});

describe('shutdown on SIGTERM', () => {
  it('stops accepting, lets an in-flight database write finish, and only then closes the pool', async () => {
    const cookie = await signInOver(srv.base, ADMIN);

    // The test holds the countries table, so the write below is in flight, inside PostgreSQL,
    // for as long as the test wants: no timing involved.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE countries IN ACCESS EXCLUSIVE MODE');
    const inFlight = fetch(`${srv.base}/api/countries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Latvia', code: 'LVA' }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const waiting = async () =>
      (
        await locker.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
      ).rows[0].n > 0;
    await waitFor(waiting, 20_000, 'the write to wait on the lock');

    srv.process.kill('SIGTERM');
    // Shutting down: a new connection is refused or answered 503 (never served).
    await waitFor(
      async () => {
        try {
          return (await fetch(`${srv.base}/api/health`, { headers: { connection: 'close' } })).status === 503;
        } catch {
          return true;
        }
      },
      20_000,
      'the server to stop accepting',
    );
    expect(srv.process.exitCode).toBe(null);

    await locker.query('COMMIT');
    await locker.end();
    const answer = await inFlight;
    expect(answer.status, srv.output()).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Latvia', code: 'LVA' });
    expect(await srv.exited, srv.output()).toBe(0);
    const stored = await db.handle.db.select().from(countries);
    expect(stored.map((c) => c.code)).toEqual(['LVA']);
  }, 90_000);
});
