import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../helpers/build-test-app';

// Issue 39 item 8: a 400's field messages are words a person reads, the same the admin forms show.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: t.admin } });
const byPath = (res: Awaited<ReturnType<typeof post>>) =>
  Object.fromEntries(json(res).errors.map((e: { path: string; message: string }) => [e.path, e.message]));

describe('plain field messages on 400', () => {
  it('names the choices and asks for numbers in words', async () => {
    const res = await post('/api/players', { firstName: 'Riley', lastName: 'Bennett', position: 'winger', height: 'tall', weight: '80.5' });
    expect(res.statusCode).toBe(400);
    expect(byPath(res)).toEqual({
      position: 'Choose one of: Center, Left Wing, Right Wing, Defense, Goalie',
      height: 'Enter a number',
      weight: 'Enter a whole number',
    });
    expect(json(res).message).not.toMatch(/Invalid (input|option)|expected/);
  });

  it('says what is missing and what is out of range', async () => {
    const res = await post('/api/facilities', { name: 'Rink', city: 'Oulu', capacity: -5, facilityType: 'barn' });
    expect(res.statusCode).toBe(400);
    expect(byPath(res)).toMatchObject({
      capacity: 'Enter 0 or more',
      facilityType: expect.stringMatching(/^Choose one of: Arena, Olympic venue, Training center, /),
      surfaceType: expect.stringMatching(/^Choose one of: Ice, /),
    });
    for (const message of Object.values(byPath(res))) expect(message).not.toMatch(/Invalid (input|option)|expected|received/);
  });
});
