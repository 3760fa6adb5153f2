import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import { openPostgres, type DbHandle } from '#server/db/client';
import { createUser } from '#server/repositories/users/users';
import { createTestDatabase } from '../helpers/test-db';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const handles: DbHandle[] = [];
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await createUser(db.handle.db, { email: 'admin@two.test', password: 'two-instances-1', role: 'admin' });
  for (let i = 0; i < 2; i++) {
    const handle = await openPostgres(db.url!, { max: 3 });
    handles.push(handle);
    apps.push(
      await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent', DATA_VERSION_CHECK_MS: '50' }), db: handle, clientDir: '/nonexistent' }),
    );
  }
});
afterAll(async () => {
  for (const a of apps) await a.close();
  for (const h of handles) await h.close();
  await db.drop();
});

describe('several app instances on one PostgreSQL', () => {
  it('share sessions: signed in on one, recognised and signed out on the other', async () => {
    const [a, b] = apps;
    const login = await a.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@two.test', password: 'two-instances-1' } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await b.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const created = await b.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie },
      payload: { name: 'Norway', code: 'NOR' },
    });
    expect(created.statusCode).toBe(201);
    expect(JSON.parse((await a.inject({ url: '/api/countries' })).body)).toHaveLength(1);
    expect((await b.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(303);
    expect((await a.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('keep their read caches coherent: a write on one shows on the other within the check interval', async () => {
    const [a, b] = apps;
    const login = await b.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@two.test', password: 'two-instances-1' } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const before = await a.inject({ url: '/api/countries' });
    expect((await a.inject({ url: '/api/countries' })).headers['x-cache']).toBe('hit');
    const created = await b.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie },
      payload: { name: 'Iceland', code: 'ISL' },
    });
    expect(created.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 120));
    const after = await a.inject({ url: '/api/countries' });
    expect(JSON.parse(after.body)).toHaveLength(JSON.parse(before.body).length + 1);
  });
});
