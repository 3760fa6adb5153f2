import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#server/config';
import { parseTrustProxy } from '#server/lib/trust-proxy';
import { buildTestApp, USER, type TestApp } from '../helpers/build-test-app';

/**
 * Issue 40 item 5: behind a proxy the client's address is the entry our proxy added, never one the client
 * chose. Before, TRUST_PROXY=true believed the whole X-Forwarded-For header: a new first entry on each
 * request was a new address to every rate limit.
 */
describe('TRUST_PROXY', () => {
  it('is a hop count (true = 1) or a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,::1')).toEqual(['10.0.0.0/8', '192.168.1.10', '::1']);
    expect(parseTrustProxy('10.0.0.0/33')).toEqual({ error: expect.stringContaining('10.0.0.0/33') });
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: "everyone" is not a hop count/);
  });
});

describe('rate limits behind one proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '3' });
  });
  const guess = (client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      // The first entry is the client's own claim; the last one is what our proxy saw.
      headers: { 'x-forwarded-for': `198.51.100.${randomInt(1, 254)}, ${client}` },
      payload: { email: USER.email, password: 'wrong-guess-1' },
    });

  it('counts guesses by the address the proxy saw, whatever the client forwards', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await guess('203.0.113.7')).statusCode);
    expect(codes.slice(0, 3).every((c) => c === 401)).toBe(true);
    expect(codes.slice(3)).toEqual([429, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await guess('203.0.113.8')).statusCode).toBe(401);
  });

  it('codes entered at /score count the same way', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/score-sessions',
            headers: { 'x-forwarded-for': `198.51.100.${randomInt(1, 254)}, 203.0.113.9` },
            payload: { code: 'AAAA-BBBB' },
          })
        ).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
