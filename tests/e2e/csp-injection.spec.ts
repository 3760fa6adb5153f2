import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready';
import { recordCspViolations } from './support/csp-violations';

// Issue 40 item 2 (docs/decisions/0033): markup that reaches one of our pages does not run. The site has
// no injection to exploit (stored names print as text: stored-html-escaped.spec.ts), so this test makes
// one: it takes the server's real answer for the page, policy header and all, and writes markup into its
// body before the browser sees it, as a stored or reflected injection would. The browser then enforces
// the header the server sent with that very answer. (page.setContent would carry no policy at all, and a
// script made by page.evaluate is trusted under 'strict-dynamic' like any script our code creates.)

const EXTERNAL = 'https://example.com/x.js';

const injected = (staleNonce: string) =>
  '<script>window.__inline=1</script>' +
  `<script src="${EXTERNAL}"></script>` +
  // The nonce of an earlier answer of this page: an attacker who read it is no better off.
  `<script nonce="${staleNonce}">window.__stale=1</script>` +
  '<img src="/favicon.svg" alt="" onload="window.__attr=1">' +
  // A srcdoc frame inherits the page's policy, so it cannot smuggle a script in either.
  '<iframe title="injected" srcdoc="<script>parent.__srcdoc=1</script>"></iframe>' +
  '<a id="injected-link" href="javascript:window.__href=1">x</a>';

/** Serves `url`'s real answer with the markup injected after <body>; `policy: false` drops its CSP header. */
async function injectInto(page: Page, url: string, markup: string, { policy = true } = {}) {
  await page.route(
    (u) => u.pathname === new URL(url, 'http://x').pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(res.headers()).filter(
          ([name]) => !['content-encoding', 'content-length'].includes(name) && (policy || name !== 'content-security-policy'),
        ),
      );
      const body = (await res.text()).replace(/<body[^>]*>/, (tag) => tag + markup);
      await route.fulfill({ status: res.status(), headers, body });
    },
  );
}

async function outcome(page: Page) {
  await page.evaluate(() => document.getElementById('injected-link')?.click());
  await page.locator('img[src="/favicon.svg"][onload]').evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return ['__inline', '__external', '__stale', '__attr', '__srcdoc', '__href'].filter((k) => w[k] !== undefined);
  });
}

for (const url of ['/teams', '/api/login']) {
  test(`${url}: injected inline, external, stale-nonce, handler, srcdoc and javascript: scripts do not run`, async ({ page }) => {
    let externalAsked = 0;
    await page.route(EXTERNAL, (route) => {
      externalAsked += 1;
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__external=1' });
    });
    const earlier = (await page.request.get(url)).headers()['content-security-policy'];
    const staleNonce = /'nonce-([^']+)'/.exec(earlier)![1];
    await injectInto(page, url, injected(staleNonce));
    const violations = await recordCspViolations(page);
    await page.goto(url);
    // Our own scripts in the same answer ran: the app took over the server's page.
    await appReady(page);
    expect(await outcome(page)).toEqual([]);
    expect(externalAsked).toBe(0);
    const seen = (await violations()).join('\n');
    expect(seen).toMatch(/script-src-elem blocked inline/);
    expect(seen).toContain(`script-src-elem blocked ${EXTERNAL}`);
    expect(seen).toMatch(/script-src-attr blocked inline/);
  });
}

test('control: the same injection runs once the policy header is taken away', async ({ page }) => {
  await page.route(EXTERNAL, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__external=1' }));
  await injectInto(page, '/teams', injected('not-a-nonce'), { policy: false });
  await page.goto('/teams');
  await appReady(page);
  await expect.poll(() => outcome(page)).toEqual(['__inline', '__external', '__stale', '__attr', '__srcdoc', '__href']);
});
