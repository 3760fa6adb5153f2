import { expect, test, type Page } from '@playwright/test';
import { BROKEN_CREATIVE, fakeCreative, INVISIBLE_CREATIVE, routeAdConfig, routeFakeScript } from './fixtures/fake-ad';
import { ISOLATED_AD_SANDBOX } from '#shared/domain/ads/ad-boundary';
import { signInAs } from './support/auth';

// Every test here fakes GET /api/ad-config for its own page: the shared DB keeps ads off.
// /ad-test previews every strategy inside an opaque-origin frame (docs/decisions/0003), so the
// creative's own DOM is looked for inside each copy's frame.

async function openAdTest(page: Page, strategy: 'direct' | 'iframe' | 'hybrid', type = 'banner') {
  await signInAs(page);
  await page.goto('/ad-test');
  await page.getByLabel('Ad type').selectOption(type);
  await page.getByLabel('Loading strategy').selectOption(strategy);
}

const slots = (page: Page, slot = 'topBanner') => page.locator(`[data-ad-slot="${slot}"]`);
const creative = (page: Page, n: number, slot = 'topBanner') => page.frameLocator(`[data-ad-slot="${slot}"] iframe >> nth=${n}`);

/** Slots render lazily: bring both copies into view (the second sits below the fold). */
async function viewBoth(page: Page, slot = 'topBanner') {
  await expect(slots(page, slot)).toHaveCount(2);
  await slots(page, slot).first().scrollIntoViewIfNeeded();
  await slots(page, slot).nth(1).scrollIntoViewIfNeeded();
}

test("direct strategy runs the creative's inline and external scripts in both copies, each in an isolated frame", async ({ page }) => {
  const script = await routeFakeScript(page);
  await routeAdConfig(page, { topBanner: { code: 'unit-1', html: fakeCreative() } });
  await openAdTest(page, 'direct');

  await viewBoth(page);
  await expect(slots(page).locator('[data-ad-status="loaded"][data-ad-strategy="direct"]')).toHaveCount(2);
  await expect(slots(page).locator('iframe')).toHaveCount(2);
  for (const n of [0, 1]) {
    await expect(slots(page).locator('iframe').nth(n)).toHaveAttribute('sandbox', ISOLATED_AD_SANDBOX);
    await expect(creative(page, n).getByText('Fake Ad')).toBeVisible();
    await expect(creative(page, n).getByTestId('inline-marker')).toBeAttached();
    await expect(creative(page, n).getByTestId('external-marker')).toBeAttached();
  }
  // Changing the strategy re-mounts the copies, so the first copy may have fetched it twice.
  expect(script.count()).toBeGreaterThanOrEqual(2);
  // Exact §9 box: 728x90 at desktop width.
  expect(await slots(page).first().boundingBox()).toMatchObject({ width: 728, height: 90 });
});

test('iframe strategy renders inside a sandboxed frame without same-origin access', async ({ page }) => {
  await routeFakeScript(page);
  await routeAdConfig(page, { contentSquare: { html: fakeCreative('Square Ad') } });
  await openAdTest(page, 'iframe', 'square');
  await viewBoth(page, 'contentSquare');

  const frames = slots(page, 'contentSquare').locator('iframe');
  await expect(frames).toHaveCount(2);
  await expect(frames.first()).toHaveAttribute('sandbox', ISOLATED_AD_SANDBOX);
  await expect(slots(page, 'contentSquare').locator('[data-ad-status="loaded"][data-ad-strategy="iframe"]')).toHaveCount(2);
  const frame = page.frameLocator('[data-ad-slot="contentSquare"] iframe').first();
  await expect(frame.getByText('Square Ad')).toBeVisible();
  await expect(frame.getByTestId('inline-marker')).toBeAttached();
  await expect(frame.getByTestId('external-marker')).toBeAttached();
  expect(await slots(page, 'contentSquare').first().boundingBox()).toMatchObject({ width: 300, height: 250 });
  // An opaque origin: the creative can neither reach this page nor read its cookies.
  const inner = page.frames().find((f) => f !== page.mainFrame())!;
  expect(
    await inner.evaluate(() => {
      try {
        return window.parent.document.title;
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');
  expect(
    await inner.evaluate(() => {
      try {
        return document.cookie;
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');
});

test('hybrid (the default) loads directly and falls back to the iframe when the creative fails', async ({ page }) => {
  await routeFakeScript(page);
  await routeAdConfig(page, { topBanner: { html: fakeCreative() }, nativeContent: { html: BROKEN_CREATIVE } });
  await signInAs(page);
  await page.goto('/ad-test');
  await expect(page.getByLabel('Loading strategy')).toHaveValue('hybrid');
  await viewBoth(page);
  await expect(slots(page).locator('[data-ad-status="loaded"][data-ad-strategy="direct"]')).toHaveCount(2);

  await page.getByLabel('Ad type').selectOption('native');
  await viewBoth(page, 'nativeContent');
  const native = slots(page, 'nativeContent');
  await expect(native.locator('[data-ad-status="loaded"][data-ad-strategy="iframe"]')).toHaveCount(2);
  await expect(page.frameLocator('[data-ad-slot="nativeContent"] iframe').first().getByText('Broken')).toBeVisible();
});

test('a failing script in direct mode shows the "Ad Loading Error" box', async ({ page }) => {
  await routeAdConfig(page, { topBanner: { html: BROKEN_CREATIVE } });
  await openAdTest(page, 'direct');
  const box = slots(page).first();
  await expect(box.getByText('Ad Loading Error')).toBeVisible();
  await expect(box.getByText('Failed to load ad content')).toBeVisible();
  expect(await box.boundingBox()).toMatchObject({ width: 728, height: 90 });
});

test('an external script that cannot load also shows the "Ad Loading Error" box', async ({ page }) => {
  await page.route('https://ads.example.test/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await routeAdConfig(page, { topBanner: { html: fakeCreative() } });
  await openAdTest(page, 'direct');
  await expect(slots(page).first().getByText('Ad Loading Error')).toBeVisible();
});

test('direct content that never appears fails verification after 3000 ms with "Ad Error"', async ({ page }) => {
  await routeAdConfig(page, { topBanner: { html: INVISIBLE_CREATIVE } });
  await openAdTest(page, 'direct');
  const box = slots(page).first();
  await expect(box.locator('[data-ad-status="loading"]')).toBeAttached();
  await expect(box.getByText('Ad Error')).toBeVisible({ timeout: 6000 });
  await expect(box.getByText('Failed to load topBanner')).toBeVisible();
});

test('empty html (code only) and an empty iframe fall back to "Advertisement / Content not available"', async ({ page }) => {
  await routeAdConfig(page, { topBanner: { code: 'unit-only' }, mobileBanner: { html: '<script>void 0</script>' } });
  await openAdTest(page, 'iframe');
  await expect(slots(page).first().getByText('Advertisement')).toBeVisible();
  await expect(slots(page).first().getByText('Content not available')).toBeVisible();

  await page.getByLabel('Ad type').selectOption('mobile');
  const mobile = slots(page, 'mobileBanner').first();
  await expect(mobile.getByText('Content not available')).toBeVisible();
  expect(await mobile.boundingBox()).toMatchObject({ width: 320, height: 50 });
});

test('nothing renders when ads are off or the config call fails', async ({ page }) => {
  await routeAdConfig(page, { topBanner: { html: fakeCreative() } }, { enabled: false });
  await openAdTest(page, 'direct');
  await expect(page.getByText('Ads are off')).toBeVisible();
  await expect(slots(page)).toHaveCount(0);

  await page.unrouteAll();
  await page.route('**/api/ad-config', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.reload();
  await expect(page.getByTestId('config-publisher')).toHaveText('test-publisher');
  await expect(slots(page)).toHaveCount(0);
});

test('slots below the fold render only once scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const script = await routeFakeScript(page);
  await routeAdConfig(page, { sidebarSkyscraper: { html: fakeCreative('Skyscraper') } });
  await openAdTest(page, 'direct', 'sidebar');

  const [first, second] = [slots(page, 'sidebarSkyscraper').first(), slots(page, 'sidebarSkyscraper').nth(1)];
  await expect(second).toBeAttached();
  await first.scrollIntoViewIfNeeded();
  await expect(creative(page, 0, 'sidebarSkyscraper').getByText('Skyscraper')).toBeVisible();
  // The placeholder already holds the exact 160x600 box, but no creative has been fetched for it.
  expect(await second.boundingBox()).toMatchObject({ width: 160, height: 600 });
  await expect(second.locator('[data-ad-status]')).toHaveCount(0);
  const before = script.count();
  await page.waitForTimeout(500);
  expect(script.count()).toBe(before);

  await second.scrollIntoViewIfNeeded();
  await expect(creative(page, 1, 'sidebarSkyscraper').getByText('Skyscraper')).toBeVisible();
  // Exactly one more fetch: the second copy's creative, only now that it is in view.
  expect(script.count()).toBe(before + 1);
});

test("the debug panel shows each copy's record and moves between corners", async ({ page }) => {
  await routeFakeScript(page);
  await routeAdConfig(page, { topBanner: { html: fakeCreative() } });
  await openAdTest(page, 'direct');
  await page.getByLabel('Show debug panel').check();
  await viewBoth(page);
  const panel = page.getByRole('region', { name: 'Ad debug panel' });
  await expect(panel).toHaveAttribute('data-debug-position', 'bottom-right');
  for (const label of ['Ad 1', 'Ad 2']) {
    const record = panel.locator(`[data-debug-record="${label}"]`);
    await expect(record).toContainText('loaded');
    await expect(record).toContainText('topBanner');
    await expect(record).toContainText('728x90');
    await expect(record).toContainText(`htmlCodeLength${fakeCreative().length}`);
    await expect(record).toContainText('scriptCount2');
    await expect(record).toContainText(/loadTime\d+ ms/);
  }
  await page.getByLabel('Debug panel position').selectOption('top-left');
  await expect(panel).toHaveAttribute('data-debug-position', 'top-left');
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeLessThan(20);
});
