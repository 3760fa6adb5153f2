import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, servingOrExit, spawnSourceServer, type SourceServer } from '../helpers/server-process';
import { onServer } from '../helpers/test-db';

// Issue 29 item 4: instances started together on one empty PostgreSQL database all come up.
const baseUrl = process.env.TEST_DATABASE_URL!;
const databases: string[] = [];
let servers: SourceServer[] = [];

/** A throwaway database with nothing in it, not even the migrations. */
async function emptyDatabase(): Promise<string> {
  const name = `hd_test_${randomBytes(6).toString('hex')}`;
  databases.push(name);
  await onServer((c) => c.query(`CREATE DATABASE ${name}`), baseUrl);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startTogether(count: number, env: Record<string, string>) {
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  servers = ports.map((port) => spawnSourceServer(port, env));
  await Promise.all(servers.map((s) => servingOrExit(s, 240_000)));
}

afterEach(async () => {
  for (const s of servers) s.kill();
  await Promise.all(servers.map((s) => s.exited));
  servers = [];
});
afterAll(async () => {
  for (const name of databases) await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), baseUrl);
});

describe('instances started together on an empty PostgreSQL database', () => {
  it('both come up when the demo load takes longer than the statement timeout, and the data is loaded once', async () => {
    const url = await emptyDatabase();
    // 3 s is far shorter than the demo load: the instance that waits for it must not be cut off.
    await startTogether(2, { DATABASE_URL: url, SEED_DEMO: 'true', DB_STATEMENT_TIMEOUT_MS: '3000' });

    const answers = await Promise.all(servers.map(async (s) => (await fetch(`${s.base}/api/leagues?limit=500`)).json()));
    expect(answers[0].length).toBeGreaterThan(0);
    expect(answers[1]).toEqual(answers[0]);
    const nhl = await onServer((c) => c.query("select count(*)::int as n from leagues where short_name = 'NHL'"), url);
    expect(nhl.rows[0].n).toBe(1);
  }, 300_000);

  it('three with ADMIN_EMAIL all come up, and there is one admin', async () => {
    const url = await emptyDatabase();
    const admin = { ADMIN_EMAIL: 'Boss@Together.test', ADMIN_PASSWORD: 'together-password-1' };
    await startTogether(3, { DATABASE_URL: url, SEED_DEMO: 'false', ...admin });

    const users = await onServer((c) => c.query('select email, role from users'), url);
    expect(users.rows).toEqual([{ email: 'boss@together.test', role: 'admin' }]);
    for (const s of servers) {
      const login = await fetch(`${s.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
    }
  }, 300_000);
});
