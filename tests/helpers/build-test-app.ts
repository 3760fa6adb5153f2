import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#server/app';
import { parseConfig } from '#server/config';
import type { DbHandle } from '#server/db/client';
import { users } from '#server/db/schema';
import { hashPassword } from '#server/lib/password';
import { onAppClose } from './app-teardowns';
import { createTestDatabase } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  handle: DbHandle;
  /** Cookie header of a signed-in admin / plain user. */
  admin: string;
  user: string;
  signIn: (email: string, password: string) => Promise<string>;
};

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };
export const USER = { email: 'fan@test.local', password: 'fan-password-1' };

// The two fixture accounts' hashes, made once per worker at scrypt N=2^10 instead of the site's 2^14: the stored
// format names its cost and sign-in verifies at it, so every build still signs in through /api/login, without
// the ~4 x 48 ms of hashing that ~250 app builds a run spent on two known passwords (auth.test.ts checks the
// site's own cost on an account made the site's way).
const hashes = new Map<string, Promise<string>>();
const fixtureHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password, { N: 1024 }));
  return hashes.get(password)!;
};

/** Builds the real app on a fresh database, with an admin and a plain user signed in. */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** Routes a test adds before the app is ready (e.g. a stand-in for a route still to come). */
  extend?: (app: FastifyInstance) => void,
  /** Where its data comes from: an empty migrated database, or the demo (demo-database.ts). */
  database: typeof createTestDatabase = createTestDatabase,
): Promise<TestApp> {
  const { handle, drop } = await database();
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', DATA_VERSION_CHECK_MS: '0', ...env });
  const app = await buildApp({ config, db: handle, clientDir: '/nonexistent' });
  extend?.(app);
  await app.ready();
  onAppClose(async () => {
    await app.close();
    await drop();
  });

  await handle.db.insert(users).values([
    { email: ADMIN.email, passwordHash: await fixtureHash(ADMIN.password), firstName: 'Ada', lastName: 'Admin', role: 'admin' },
    { email: USER.email, passwordHash: await fixtureHash(USER.password), firstName: 'Fan', lastName: 'User', role: 'user' },
  ]);

  const signIn = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return cookieHeader(res);
  };
  return { app, handle, admin: await signIn(ADMIN.email, ADMIN.password), user: await signIn(USER.email, USER.password), signIn };
}

export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** JSON body of a response, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = (res: LightMyRequestResponse): any => JSON.parse(res.body);
