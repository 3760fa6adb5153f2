import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { USER, buildTestApp, cookieHeader, type TestApp } from '../helpers/build-test-app';

// Issue #15 items 3, 8 and 13: where a form sign-in sends the browser, and what it may carry.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const signInForm = (next: string, password = USER.password, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams({ email: USER.email, password, next }).toString(),
  });
let n = 0;
const registerForm = (next: string, email = `form-${n++}@test.local`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: FORM,
    payload: new URLSearchParams({ email, password: 'rink-side-9', firstName: 'Form', lastName: 'Fan', next }).toString(),
  });

describe('sign-in never redirects off our origin', () => {
  it.each([
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%5c/evil.example',
    '/\t/evil.example',
    '/\\evil.example',
    '//evil.example',
    // Issue 29 item 1: dot segments the URL parser resolves to a leading "//".
    '/.//evil.example/phish',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/./..//evil.example',
  ])('form sign-in with next=%j lands on /', async (next) => {
    const res = await signInForm(next);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('a failed sign-in keeps only a safe next and an error code', async () => {
    const res = await signInForm('/%09/evil.example', 'wrong-password');
    expect(res.headers.location).toBe('/api/login?error=invalid-credentials&next=%2F');
  });
});

describe('a next with CR/LF or non-Latin-1 characters (no 500, no half-done register)', () => {
  it.each(['/x\r\nSet-Cookie: a=b', '/\r\n', '/search?q=Jääskeläinen🏒', '/ü\u2028'])('sign-in with next=%j redirects', async (next) => {
    const res = await signInForm(next);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/[\x21-\x7e]*$/);
    expect(res.headers['set-cookie']).toBeDefined();
  });

  it.each(['/x\r\nSet-Cookie: a=b', '/search?q=Jääskeläinen🏒'])(
    'register with next=%j creates the account once and signs it in',
    async (next) => {
      const email = `crlf-${n++}@test.local`;
      const res = await registerForm(next, email);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/[\x21-\x7e]*$/);
      const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: cookieHeader(res) } });
      expect(me.statusCode).toBe(200);
      expect(await t.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    },
  );
});

describe('the no-JavaScript form post as a browser sends it', () => {
  it('sends a Referrer-Policy under which Chromium keeps the Origin of our own form posts', async () => {
    const page = await t.app.inject({ url: '/api/login' });
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("accepts a same-origin form post with the browser's Origin and fetch metadata", async () => {
    const res = await signInForm('/standings', USER.password, {
      host: 'hockey.example',
      origin: 'https://hockey.example',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/standings');
  });
});

describe('sign-in page errors are codes, never text', () => {
  it('failed register form posts carry a code and open the register tab', async () => {
    const res = await registerForm('/teams', USER.email);
    expect(res.headers.location).toBe('/api/login?error=register-failed&tab=register&next=%2Fteams');
  });
});
