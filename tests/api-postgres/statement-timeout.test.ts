import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { openPostgres, type DbHandle } from '#server/db/client';
import { createUser } from '#server/repositories/users/users';
import { cookieHeader, json } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-db';

const ADMIN = { email: 'admin@timeout.test', password: 'timeout-password-1' };
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  db = await createTestDatabase();
  await createUser(db.handle.db, { ...ADMIN, role: 'admin' });
  // As serve() opens it, with a tiny limit; no request timeout, so the statement limit answers.
  const config = parseConfig({ LOG_LEVEL: 'silent', DATA_VERSION_CHECK_MS: '0', DB_STATEMENT_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '0' });
  handle = await openPostgres(db.url!, { max: 3, statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS });
  app = await buildApp({ config, db: handle, clientDir: '/nonexistent' });
});
afterAll(async () => {
  await app.close();
  await handle.close();
  await db.drop();
});

describe('statement timeout on PostgreSQL', () => {
  it('answers 503 when a statement waits past DB_STATEMENT_TIMEOUT_MS, writes nothing, then recovers', async () => {
    const cookie = cookieHeader(await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN }));
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE countries IN ACCESS EXCLUSIVE MODE');
      const read = await app.inject({ url: '/api/countries' });
      expect(read.statusCode).toBe(503);
      expect(json(read).message).toMatch(/temporarily unavailable/);
      const write = await app.inject({
        method: 'POST',
        url: '/api/countries',
        headers: { cookie },
        payload: { name: 'Latvia', code: 'LVA' },
      });
      expect(write.statusCode).toBe(503);
    } finally {
      await locker.query('COMMIT');
      await locker.end();
    }
    // The cancelled insert rolled back: the same country can be created now.
    expect(json(await app.inject({ url: '/api/countries' }))).toEqual([]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie },
      payload: { name: 'Latvia', code: 'LVA' },
    });
    expect(created.statusCode).toBe(201);
  });
});
