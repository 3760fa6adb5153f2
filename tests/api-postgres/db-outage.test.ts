import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { openPostgres, type DbHandle } from '#server/db/client';
import { createTestDatabase } from '../helpers/test-db';

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, like a database restart. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { start, stop };
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
const proxy = tcpProxy({ host: '127.0.0.1', port: 5432 });
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  db = await createTestDatabase();
  const port = await proxy.start();
  const url = new URL(db.url!);
  url.port = String(port);
  handle = await openPostgres(url.toString(), { max: 3 });
  // Version checked on every request: a cached answer may not hide the outage.
  app = await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent', DATA_VERSION_CHECK_MS: '0' }), db: handle, clientDir: '/nonexistent' });
});
afterAll(async () => {
  await app.close();
  await handle.close().catch(() => {});
  await proxy.stop().catch(() => {});
  await db.drop();
});

describe('database outage', () => {
  it('answers 503 while PostgreSQL is unreachable and recovers without a restart', async () => {
    expect((await app.inject({ url: '/api/stats' })).statusCode).toBe(200);

    await proxy.stop();
    const down = await app.inject({ url: '/api/stats' });
    expect(down.statusCode).toBe(503);
    expect(JSON.parse(down.body).message).toMatch(/temporarily unavailable/);

    await proxy.start();
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await app.inject({ url: '/api/stats' })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  });
});
