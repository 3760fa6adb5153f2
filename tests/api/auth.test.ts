import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import { ADMIN, USER, buildTestApp, cookieHeader, json, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('sign-in and sessions', () => {
  it('GET /api/auth/user is 401 signed out and the user signed in', async () => {
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id: expect.any(Number),
      email: ADMIN.email,
      firstName: 'Ada',
      lastName: 'Admin',
      profileImageUrl: null,
      role: 'admin',
      leagueIds: [],
      teamIds: [],
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and stores only a hash of it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: USER });
    const cookie = res.cookies.find((c) => c.name === 'hd_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const rows = await t.handle.db.select().from(sessions);
    expect(rows.some((r) => r.id === cookie.value)).toBe(false);
  });

  it('rejects a wrong password and an unknown e-mail alike', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: USER.email, password: 'nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'who@x.io', password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
  });

  it("hashes passwords with scrypt at the site's cost, and signs in against the stored hash", async () => {
    // An account made the site's way (the fixture accounts are hashed at a test cost, build-test-app.ts).
    const account = { email: 'hashed@test.local', password: 'Correct-Horse-Battery-9' };
    const made = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...account, firstName: 'Has', lastName: 'Hed' } });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, account.email));
    expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.passwordHash).not.toContain(account.password);
    expect(cookieHeader(made)).toContain('=');
    expect((await t.signIn(account.email, account.password)).length).toBeGreaterThan(0);
  });

  it('rotates the session at sign-in (no fixation) and ends it at logout', async () => {
    const first = await t.signIn(USER.email, USER.password);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', headers: { cookie: first }, payload: USER });
    const second = cookieHeader(again);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: first } })).statusCode).toBe(401);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: second } });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: second } })).statusCode).toBe(401);
  });

  it('ignores expired sessions', async () => {
    const cookie = await t.signIn(USER.email, USER.password);
    await t.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('registers a plain user (never an admin) and refuses duplicates without saying the e-mail is taken', async () => {
    const body = { email: 'New.Fan@Example.com', password: 'long-enough-1', firstName: 'New', lastName: 'Fan', role: 'admin' };
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ email: 'new.fan@example.com', role: 'user' });
    const dup = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).message).not.toMatch(/exist|taken|already/i);
    const bad = await t.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'x', password: 'short' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['email', 'password', 'firstName']));
  });

  it('form posts redirect to a same-site `next` only', async () => {
    const form = (next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: USER.email, password: USER.password, next }).toString(),
      });
    expect((await form('/standings?league=1')).headers.location).toBe('/standings?league=1');
    expect((await form('https://evil.example/')).headers.location).toBe('/');
    expect((await form('//evil.example/')).headers.location).toBe('/');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=fan%40test.local&password=wrong&next=%2Fadmin',
    });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/api/login?error=invalid-credentials&next=%2Fadmin');
  });
});

describe('login rate limit', () => {
  it('answers 429 after the configured number of attempts per minute', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
    // buildTestApp itself signed in twice; one more attempt is allowed, then 429.
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await limited.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@y.io', password: 'wrong-one' } })).statusCode,
      );
    }
    expect(codes).toEqual([401, 429, 429]);
  });
});
