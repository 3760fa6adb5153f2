import { beforeAll, describe, expect, it } from 'vitest';
import { USER, buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue #15 item 12: an <img src="/api/logout"> on a page signed out everyone who viewed it.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const signedIn = async (cookie: string) => (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;
const getLogout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ url: '/api/logout', headers: { cookie, host: 'hockey.example', ...headers } });

describe('logout', () => {
  it('POST signs out and goes home', async () => {
    const cookie = await t.signIn(USER.email, USER.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(await signedIn(cookie)).toBe(false);
  });

  it.each([
    ['an image', { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' }],
    ["a script's fetch", { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' }],
    ['a frame', { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' }],
    ["another site's link", { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' }],
    ['an image in a browser without fetch metadata', { accept: 'image/avif,image/webp,*/*', referer: 'https://hockey.example/facilities' }],
    ['a request without fetch metadata or referrer', { accept: 'text/html' }],
  ])('GET from %s does not end the session; it asks to confirm with a POST form', async (_name, headers) => {
    const cookie = await t.signIn(USER.email, USER.password);
    const res = await getLogout(cookie, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<form method="post" action="/api/logout">');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each([
    ['a link on our page', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' }],
    ['the address bar', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' }],
    ['a link in a browser without fetch metadata', { accept: 'text/html,*/*', referer: 'https://hockey.example/help' }],
  ])('GET as %s still signs out (requirements §7)', async (_name, headers) => {
    const cookie = await t.signIn(USER.email, USER.password);
    const res = await getLogout(cookie, headers);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(await signedIn(cookie)).toBe(false);
  });
});
