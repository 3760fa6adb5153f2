import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { openPostgres, type DbHandle } from '#server/db/client';
import { createUser } from '#server/repositories/users/users';
import { cookieHeader } from '../helpers/build-test-app';
import { expectConsistent, roundBody, seedStormGames, writeLoop, type StormClient } from '../helpers/results-storm';
import { createTestDatabase } from '../helpers/test-db';

const ADMIN = { email: 'admin@storm.test', password: 'storm-password-1' };
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let clients: StormClient[];
let closedInTest = false;
// An 'error' event nobody listens to is thrown from the socket callback: in a server it ends the process.
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => {
  uncaught.push(err);
};

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  db = await createTestDatabase();
  await createUser(db.handle.db, { ...ADMIN, role: 'admin' });
  clients = await seedStormGames(db.handle.db, 6, 3);
  // Fewer connections than clients: requests queue for a connection, as under real load.
  handle = await openPostgres(db.url!, { max: 4 });
  app = await buildApp({
    config: parseConfig({ LOG_LEVEL: 'silent', DATA_VERSION_CHECK_MS: '0', LOGIN_RATE_LIMIT: '1000' }),
    db: handle,
    clientDir: '/nonexistent',
  });
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  // The test closes the app itself; if it failed before, do not wait for a pool that may hang.
  if (!closedInTest) {
    void app.close().catch(() => {});
    void handle.close().catch(() => {});
  }
  await db.drop();
});

/** Terminates every backend of the test database except the killer's own. */
async function terminateAppConnections(killer: pg.Client): Promise<number> {
  const res = await killer.query(
    'SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return res.rows[0].n as number;
}

describe('PostgreSQL connections killed mid-transaction', () => {
  it('keeps the process up, answers 503, writes nothing half-way and recovers', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const cookie = cookieHeader(login);
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/games/results', headers: { cookie }, payload }).then((r) => r.statusCode);

    const killer = new pg.Client({ connectionString: db.url });
    await killer.connect();
    let stop = false;
    const loops = clients.map((c) => writeLoop(c, send, () => stop));
    const failures = () => clients.reduce((n, c) => n + c.statuses.filter((s) => s !== 200).length, 0);
    const successes = () => clients.reduce((n, c) => n + c.statuses.filter((s) => s === 200).length, 0);
    // Kill every connection of the app again and again while the clients write, each time once
    // a few writes got through on fresh connections, until kills have cut open transactions.
    let kills = 0;
    for (let round = 0; round < 300 && (failures() < 10 || kills < 10); round++) {
      const okBefore = successes();
      for (let wait = 0; wait < 500 && successes() < okBefore + 3; wait++) await new Promise((r) => setTimeout(r, 10));
      if ((await terminateAppConnections(killer)) > 0) kills++;
    }
    stop = true;
    await Promise.all(loops);
    await killer.end();

    expect(uncaught).toEqual([]);
    const statuses = clients.flatMap((c) => c.statuses);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(failures()).toBeGreaterThanOrEqual(10);

    // Once the connections are left alone, every client's next writes succeed: no pooled
    // connection was leaked or left broken (more requests at once than the pool has connections).
    const after = await Promise.all(
      clients.map(async (c) => {
        let status = 0;
        for (let attempt = 0; attempt < 10 && status !== 200; attempt++) {
          if (attempt) await new Promise((r) => setTimeout(r, 100));
          const round = ++c.attempted;
          status = await send(roundBody(c, round));
          expect([200, 503]).toContain(status);
          if (status === 200) c.acked = round;
        }
        return status;
      }),
    );
    expect(after).toEqual(clients.map(() => 200));
    const burst = await Promise.all(clients.flatMap(() => [app.inject({ url: '/api/games?limit=5' }), app.inject({ url: '/api/stats' })]));
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 200));
    await expectConsistent(db.handle.db, clients);

    // Every borrowed connection went back: the pool closes (it waits for checked-out ones forever).
    closedInTest = true;
    await app.close();
    const closed = await Promise.race([
      handle.close().then(() => 'closed'),
      new Promise((r) => setTimeout(r, 15_000, 'connections still checked out')),
    ]);
    expect(closed).toBe('closed');
  }, 90_000);
});
