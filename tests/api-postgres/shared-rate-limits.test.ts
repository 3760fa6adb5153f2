import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { openPostgres, type DbHandle } from '#server/db/client';
import { createTestDatabase } from '../helpers/test-db';

/**
 * Issue 40 item 5: the sign-in and code-guess limits hold across instances. Before, each instance
 * counted in its own memory: three instances allowed 30 guesses a minute where the limit said 10.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
const handles: DbHandle[] = [];
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 3; i++) {
    const handle = await openPostgres(db.url!, { max: 3 });
    handles.push(handle);
    const config = parseConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '4' });
    apps.push(await buildApp({ config, db: handle, clientDir: '/nonexistent' }));
  }
});
afterAll(async () => {
  for (const a of apps) await a.close();
  for (const h of handles) await h.close();
  await db.drop();
});

describe('rate limits across instances', () => {
  it('count sign-in attempts of one address on every instance together', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const res = await apps[i % 3]!.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@limits.test', password: 'wrong-guess-1' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('keep each route its own budget: the code entry still has its four', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await apps[i % 3]!.inject({ method: 'POST', url: '/api/score-sessions', payload: { code: 'AAAA-BBBB' } })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);
  });
});
