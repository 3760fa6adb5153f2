import { beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GZIP_LEVEL } from '#server/cache/encoded-body';
import { splicedBody, splicedGzip } from '#server/cache/spliced-gzip';
import { NONCE_LENGTH } from '#server/lib/content-security-policy';
import { cutAtNonces } from '#server/pages/nonced-html';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Issue #16 item 5: signed-out HTML is the same for everyone until the data changes, so it is
// rendered and compressed once; a signed-in visitor's page is theirs alone.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
type Answer = Awaited<ReturnType<typeof get>>;
const nonceOf = (res: Answer) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');

describe('page cache', () => {
  it('serves a signed-out page from memory on the second visit, compressed copies included', async () => {
    const first = await get('/teams?league=3');
    const second = await get('/teams?league=3');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    // The same page, each with its own nonce (docs/decisions/0033).
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.headers['cache-control']).toBe('no-cache');
    const gzip = await get('/teams?league=3', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body.replaceAll(nonceOf(first), nonceOf(gzip)));
  });

  // ADR 0032: most record pages are asked once per data version; the smaller copy pays only when asked again.
  it("compresses a page's first answer at the answer effort, and its hits at the page effort", async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await get('/leagues?level=junior', gzip);
    expect([first.headers['x-cache'], first.headers['content-encoding']]).toEqual(['miss', 'gzip']);
    const parts = cutAtNonces(withoutNonces(gunzipSync(first.rawPayload).toString()));
    const spliced = (level: number, res: Answer) => splicedBody(splicedGzip(parts, NONCE_LENGTH, level), nonceOf(res));
    expect(first.rawPayload.equals(spliced(GZIP_LEVEL.answer, first))).toBe(true);
    const second = await get('/leagues?level=junior', gzip);
    const third = await get('/leagues?level=junior', gzip);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.rawPayload.equals(spliced(GZIP_LEVEL.page, second))).toBe(true);
    expect(third.rawPayload.equals(spliced(GZIP_LEVEL.page, third))).toBe(true);
    expect([first.headers.etag, third.headers.etag]).toEqual([second.headers.etag, second.headers.etag]);
  });

  it('sends a client without gzip the page in brotli, with its own nonce', async () => {
    const plain = await get('/facilities');
    const br = await get('/facilities', { 'accept-encoding': 'br' });
    expect([br.headers['x-cache'], br.headers['content-encoding']]).toEqual(['hit', 'br']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body.replaceAll(nonceOf(plain), nonceOf(br)));
  });

  it('gives a page one weak ETag whatever its encoding, and answers a matching If-None-Match with 304', async () => {
    const plain = await get('/standings');
    const br = await get('/standings', { 'accept-encoding': 'br' });
    const gzip = await get('/standings', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([etag, etag]);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get('/standings', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.body).toBe('');
      // The browser keeps the body it has, so it must keep the policy whose nonce that body carries.
      expect(again.headers['content-security-policy'], encoding).toBeUndefined();
    }
  });

  it('keys on the path and the query in any order', async () => {
    await get('/players?team=4&position=G');
    expect((await get('/players?position=G&team=4')).headers['x-cache']).toBe('hit');
    expect((await get('/players?position=D&team=4')).headers['x-cache']).toBe('miss');
  });

  it('renders afresh after any write', async () => {
    await get('/leagues');
    expect((await get('/leagues')).headers['x-cache']).toBe('hit');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: t.admin },
      payload: { name: 'Iceland', code: 'ISL' },
    });
    expect(created.statusCode).toBe(201);
    expect((await get('/leagues')).headers['x-cache']).toBe('miss');
    expect((await get('/leagues')).headers['x-cache']).toBe('hit');
  });

  it("never shares a signed-in visitor's page, nor stores it for others", async () => {
    const mine = await get('/facilities', { cookie: t.user });
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/facilities')).headers['x-cache']).toBe('miss');
    expect((await get('/facilities', { cookie: t.admin })).headers['x-cache']).toBeUndefined();
  });

  it("keeps a record page's 404", async () => {
    const first = await get('/player/987654');
    const second = await get('/player/987654');
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(second.headers['x-cache']).toBe('hit');
  });

  it('leaves out pages with a per-answer nonce and screens that are not pre-rendered', async () => {
    const login = await get('/api/login');
    const again = await get('/api/login');
    expect(again.headers['x-cache']).toBeUndefined();
    const nonce = (h: unknown) => /'nonce-([^']+)'/.exec(String(h))?.[1];
    expect(nonce(again.headers['content-security-policy'])).toBeTruthy();
    expect(nonce(again.headers['content-security-policy'])).not.toBe(nonce(login.headers['content-security-policy']));
    await get('/admin');
    expect((await get('/admin')).headers['x-cache']).toBeUndefined();
  });

  it('can be turned off', async () => {
    const off = await buildTestApp({ PAGE_CACHE_MB: '0' });
    await off.app.inject({ url: '/teams' });
    expect((await off.app.inject({ url: '/teams' })).headers['x-cache']).toBeUndefined();
  });
});
