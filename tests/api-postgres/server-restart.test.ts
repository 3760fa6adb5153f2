import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '#server/db/client';
import { startOwnPostgres } from '../helpers/own-postgres';
import { expectConsistent, seedStormGames, writeLoop, type ResultsBody, type StormClient } from '../helpers/results-storm';
import { freePort, signInOver, waitFor, startSourceServer, type SourceServer } from '../helpers/server-process';

// A port free now, not a fixed one: another file, or another checkout's run, may be listening on any fixed port.
const PORT = await freePort();
const ADMIN = { email: 'admin@restart.test', password: 'restart-password-1' };
let cluster: Awaited<ReturnType<typeof startOwnPostgres>>;
let srv: SourceServer;

beforeAll(async () => {
  cluster = await startOwnPostgres();
  srv = await startSourceServer(PORT, cluster.url, ADMIN);
}, 120_000);
afterAll(async () => {
  srv?.kill();
  await cluster.destroy();
});

describe('PostgreSQL stopped and restarted while writes are in flight', () => {
  it('keeps the server process up, answers 503, writes nothing half-way and recovers after the restart', async () => {
    const seeding: DbHandle = await openPostgres(cluster.url, { max: 1 });
    const clients: StormClient[] = await seedStormGames(seeding.db, 6, 3);
    await seeding.close();

    const cookie = await signInOver(srv.base, ADMIN);
    const send = (body: ResultsBody) =>
      fetch(`${srv.base}/api/games/results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    const count = (pred: (s: number) => boolean) => clients.reduce((n, c) => n + c.statuses.filter(pred).length, 0);

    let stop = false;
    const loops = clients.map((c) => writeLoop(c, send, () => stop));
    await waitFor(() => count((s) => s === 200) >= 12, 30_000, 'writes before the stop');
    await cluster.stop();
    const failedBefore = count((s) => s !== 200);
    await waitFor(() => count((s) => s !== 200) >= failedBefore + 12, 30_000, 'answers while the database is down');
    expect(srv.process.exitCode, srv.output()).toBe(null);
    await cluster.start();
    const okBefore = count((s) => s === 200);
    await waitFor(() => count((s) => s === 200) >= okBefore + 12, 60_000, 'writes after the restart');
    stop = true;
    await Promise.all(loops);

    expect(srv.process.exitCode, srv.output()).toBe(null);
    const statuses = clients.flatMap((c) => c.statuses);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const checking = await openPostgres(cluster.url, { max: 1 });
    try {
      await expectConsistent(checking.db, clients);
    } finally {
      await checking.close();
    }

    srv.process.kill('SIGTERM');
    expect(await srv.exited).toBe(0);
  }, 180_000);
});
