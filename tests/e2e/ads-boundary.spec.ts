import { expect, test, type Page } from '@playwright/test';
import { ISOLATED_AD_SANDBOX } from '#shared/domain/ads/ad-boundary';
import { fakeCreative, routeAdConfig, routeFakeScript } from './fixtures/fake-ad';
import { signInAs } from './support/auth';

// The ad-code boundary (docs/decisions/0003): a creative never acts with an admin's session.

const letters = () => Array.from({ length: 2 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** An entry popup whose script tries to create a country with whatever session it can use. */
function attackCreative(name: string, code: string) {
  return (
    `<div id="attack" style="height:100%;display:flex;align-items:center;justify-content:center">Entry Offer</div>` +
    `<script>fetch('/api/countries',{method:'POST',credentials:'include',headers:{'content-type':'application/json'},` +
    `body:JSON.stringify({name:${JSON.stringify(name)},code:${JSON.stringify(code)}})})` +
    `.then(function(r){document.getElementById('attack').textContent='status '+r.status})` +
    `.catch(function(){document.getElementById('attack').textContent='blocked'})</script>`
  );
}

/** What the attack creative wrote when its request settled, in the page or in any frame. */
async function attackResult(page: Page): Promise<string> {
  for (const frame of page.frames()) {
    const el = frame.locator('#attack');
    if (await el.count()) return (await el.textContent()) ?? '';
  }
  return '';
}

async function countryNames(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/countries');
  return ((await res.json()) as { name: string }[]).map((c) => c.name);
}

test('an entry-popup creative seen by a signed-in admin cannot use the admin session', async ({ page }) => {
  const name = `Adland ${Date.now().toString(36)}`;
  await page.clock.install();
  await signInAs(page);
  await routeAdConfig(page, { popupEntry: { html: attackCreative(name, `Q${letters()}`) } });
  await page.goto('/products');
  await page.clock.runFor(5100);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // The creative's script ran and finished its attempt; the request created nothing.
  await expect.poll(() => attackResult(page)).toMatch(/^(blocked|status \d+)$/);
  expect(await countryNames(page)).not.toContain(name);
  expect(await attackResult(page)).toMatch(/^(blocked|status 40[13])$/);
  // It ran in an opaque-origin frame, not in the page itself.
  await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', ISOLATED_AD_SANDBOX);
  await expect(page.locator('#attack')).toHaveCount(0);
});

test('no ad code at all on the admin, ad settings and sign-in pages', async ({ page }) => {
  const name = `Adminland ${Date.now().toString(36)}`;
  const script = await routeFakeScript(page);
  await page.clock.install();
  await signInAs(page);
  await routeAdConfig(page, {
    popupEntry: { html: attackCreative(name, `Q${letters()}`) },
    popupExit: { html: fakeCreative('Exit') },
    topBanner: { html: fakeCreative() },
    mobileBanner: { html: fakeCreative() },
    bottomBanner: { html: fakeCreative() },
  });
  for (const url of ['/admin', '/ad-settings']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(6000);
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: -2, relatedTarget: null, bubbles: true })),
    );
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-ad-slot], [data-ad-popup], iframe')).toHaveCount(0);
  }
  expect(script.count()).toBe(0);
  expect(await countryNames(page)).not.toContain(name);

  // The documents themselves carry the strict policy: our nonced scripts only, no inline, no foreign hosts.
  for (const url of ['/admin', '/ad-settings', '/api/login']) {
    const res = await page.request.get(url);
    const csp = res.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    expect(csp).toContain("frame-src 'none'");
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  }
});

test('the sign-in page runs no creative for a signed-out visitor either', async ({ page }) => {
  const script = await routeFakeScript(page);
  await page.clock.install();
  await routeAdConfig(page, { popupEntry: { html: fakeCreative('Entry') }, topBanner: { html: fakeCreative() } });
  await page.goto('/api/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(6000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-ad-slot], iframe')).toHaveCount(0);
  expect(script.count()).toBe(0);
});

test('an in-app move to an ad-free page leaves no creative behind, without a reload', async ({ page }) => {
  await routeFakeScript(page);
  await routeAdConfig(page, { topBanner: { html: fakeCreative() } });
  await page.goto('/teams');
  // Signed out too, the creative runs only in its opaque-origin frame.
  const banner = page.locator('[data-ad-slot="topBanner"]');
  await expect(banner.locator('[data-ad-status="loaded"]')).toBeAttached({ timeout: 20_000 });
  // Both the inline snippet and the network's https loader run there, under the page's inherited CSP.
  await expect(banner.frameLocator('iframe').getByTestId('inline-marker')).toBeAttached();
  await expect(banner.frameLocator('iframe').getByTestId('external-marker')).toBeAttached();
  await expect(page.getByTestId('inline-marker')).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  // What an in-app link would do: the router follows the history entry.
  await page.evaluate(() => {
    history.pushState(null, '', '/api/login');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Sign in or create an account' })).toBeVisible();
  // The same document: no code of the creative lived in it, so nothing needs reloading away.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(true);
  await expect(page.locator('[data-ad-slot], iframe')).toHaveCount(0);
  expect(page.frames()).toHaveLength(1);
});
