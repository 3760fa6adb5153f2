import { beforeAll, describe, expect, it } from 'vitest';
import { USER, buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue 28 item 11: the sign-in page's forms work without JavaScript, so whatever a browser's
// form sends comes back as the sign-in page with a message, never as JSON or a 500.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (url: string, fields: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...FORM, ...headers }, payload: fields });

describe('sign-in form post with fields the browser sent empty or malformed', () => {
  it.each([
    ['no password', `email=${encodeURIComponent(USER.email)}&password=&next=%2Fteams`],
    ['no e-mail', 'email=&password=secret-one&next=%2Fteams'],
    ['an e-mail that is not one', 'email=not-an-email&password=secret-one&next=%2Fteams'],
    ['the same field twice', 'email=a%40b.io&email=c%40d.io&password=x&next=%2Fteams'],
  ])('%s: back to the form with a message code, next kept', async (_name, fields) => {
    const res = await post('/api/login', fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/api/login?error=sign-in-incomplete&next=%2Fteams');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an empty body: back to the form, landing on the home page afterwards', async () => {
    const res = await post('/api/login', '');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/api/login?error=sign-in-incomplete&next=%2F');
  });

  it('bad credentials with an off-site next: the message, and next falls back to /', async () => {
    const res = await post(
      '/api/login',
      `email=${encodeURIComponent(USER.email)}&password=wrong-one&next=${encodeURIComponent('//evil.example/x')}`,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/api/login?error=invalid-credentials&next=%2F');
  });

  it('a next that is no string at all (two of them) falls back to /', async () => {
    const res = await post('/api/login', `email=${encodeURIComponent(USER.email)}&password=${USER.password}&next=%2Fa&next=%2Fb`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/api/login?error=sign-in-incomplete&next=%2F');
  });
});

describe('register form post with missing fields', () => {
  it('goes back to the register tab with a message code', async () => {
    const res = await post('/api/register', 'email=new%40fan.io&password=&firstName=&lastName=Fan&next=%2Fplayers');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/api/login?error=register-incomplete&tab=register&next=%2Fplayers');
  });
});

describe('JSON requests keep their field messages', () => {
  it('a JSON sign-in without a password is a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: USER.email } });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([{ path: 'password', message: expect.any(String) }]);
  });
});

describe('the login rate limit on form posts', () => {
  it('sends the form back with "too many attempts", keeping the next of the page it was posted from; JSON still gets 429', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
    // buildTestApp signed in twice; one attempt is left.
    const form = (fields: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...FORM, host: 'hockey.example', referer: 'http://hockey.example/api/login?next=%2Fstandings' },
        payload: fields,
      });
    expect((await form('email=x%40y.io&password=wrong-one&next=%2Fstandings')).statusCode).toBe(303);
    const limitedForm = await form('email=x%40y.io&password=wrong-one&next=%2Fstandings');
    expect(limitedForm.statusCode).toBe(303);
    expect(limitedForm.headers.location).toBe('/api/login?error=too-many-attempts&next=%2Fstandings');
    const limitedJson = await limited.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'x@y.io', password: 'wrong-one' },
    });
    expect(limitedJson.statusCode).toBe(429);
  });

  it('a referrer from another site lends no next', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT: '2' });
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...FORM, host: 'hockey.example', referer: 'https://evil.example/api/login?next=%2Fadmin' },
      payload: 'email=x%40y.io&password=wrong-one',
    });
    expect(res.headers.location).toBe('/api/login?error=too-many-attempts&next=%2F');
  });
});
