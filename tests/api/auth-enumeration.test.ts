import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema';
import * as password from '#server/lib/password';
import { USER, buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue #15 item 10: sign-in took 49–280 ms for known e-mails against 4–24 ms for unknown ones,
// and register answered 409 for known e-mails. The work is counted here, not timed.
vi.mock('#server/lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#server/lib/password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword), verifyPassword: vi.fn(actual.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const calls = () => ({
  verify: vi.mocked(password.verifyPassword).mock.calls.length,
  hash: vi.mocked(password.hashPassword).mock.calls.length,
});

describe('sign-in does the same work for unknown e-mails', () => {
  it('checks the password with scrypt once, known e-mail or not, and answers alike', async () => {
    vi.mocked(password.verifyPassword).mockClear();
    const known = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: USER.email, password: 'wrong-guess-1' } });
    const afterKnown = calls().verify;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@test.local', password: 'wrong-guess-1' },
    });
    expect(afterKnown).toBe(1);
    expect(calls().verify).toBe(2);
    const dummy = vi.mocked(password.verifyPassword).mock.calls[1][1];
    expect(dummy).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect([known.statusCode, json(known)]).toEqual([unknown.statusCode, json(unknown)]);
  });
});

describe('register does not confirm that an account exists', () => {
  it('answers a taken e-mail with a generic 400, no session, the same scrypt work, and changes nothing', async () => {
    const [before] = await t.handle.db.select().from(users).where(eq(users.email, USER.email));
    vi.mocked(password.hashPassword).mockClear();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: USER.email, password: 'another-pass-5', firstName: 'Eve', lastName: 'Probe' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).not.toMatch(/exist|taken|already|registered/i);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(calls().hash).toBe(1);
    const [after] = await t.handle.db.select().from(users).where(eq(users.email, USER.email));
    expect(after).toEqual(before);
  });
});
