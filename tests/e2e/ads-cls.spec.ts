import { expect, test, type Page } from '@playwright/test';
import { ISOLATED_AD_SANDBOX } from '#shared/domain/ads/ad-boundary';
import { fakeCreative, routeAdConfig, routeFakeScript } from './fixtures/fake-ad';
import { signInAs } from './support/auth';
import { layoutShift, resetLayoutShift, trackLayoutShift } from './support/layout-shift';

// Ads are switched on through a faked /api/ad-config for this page only (the shared DB stays untouched).
const ALL_ON = {
  topBanner: { html: fakeCreative('Top') },
  mobileBanner: { html: fakeCreative('Mobile') },
  nativeContent: { html: fakeCreative('Native') },
  sidebarSkyscraper: { html: fakeCreative('Sky') },
  contentSquare: { html: fakeCreative('Square') },
  bottomBanner: { html: fakeCreative('Bottom') },
};

async function scrollThrough(page: Page) {
  // Mouse-wheel scrolling is input, but slots render *after* it settles, which is what we measure.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(800);
}

for (const width of [375, 1280]) {
  test(`CLS with ads enabled on the teams list: ad-caused shifts stay under 0.05 at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await trackLayoutShift(page);
    await routeFakeScript(page);
    await routeAdConfig(page, ALL_ON);
    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    // The page's own loading shifts belong to the page; report them, but judge only what ads add.
    const pageCls = await layoutShift(page);
    await resetLayoutShift(page);
    await scrollThrough(page);
    const adCls = await layoutShift(page);
    const adSlots = await page.locator('[data-ad-slot]').count();
    const figure = `/teams @${width}px: first load ${pageCls.toFixed(4)}, while ads render on scroll ${adCls.toFixed(4)} (${adSlots} ad slots)`;
    test.info().annotations.push({ type: 'CLS', description: figure });
    console.log(`CLS ${figure}`);
    expect(adSlots).toBeGreaterThan(0);
    expect(adCls).toBeLessThan(0.05);
    // Signed out on a public page too, every creative that rendered sits in an opaque-origin frame.
    const frames = page.locator('[data-ad-slot] iframe');
    expect(await frames.count()).toBeGreaterThan(0);
    for (const sandbox of await frames.evaluateAll((els) => els.map((e) => e.getAttribute('sandbox')))) {
      expect(sandbox).toBe(ISOLATED_AD_SANDBOX);
    }
    await expect(page.locator('.fake-ad')).toHaveCount(0);
  });
}

test('CLS while two banners load on the ad test page stays under 0.05', async ({ page }) => {
  await trackLayoutShift(page);
  await routeFakeScript(page);
  await routeAdConfig(page, ALL_ON);
  await signInAs(page);
  await page.goto('/ad-test');
  await page.getByLabel('Loading strategy').selectOption('iframe');
  await expect(page.getByText('Stored configuration')).toBeVisible();
  // Only what the ads do counts here: forget the page's own skeleton-to-content shifts.
  await resetLayoutShift(page);
  await scrollThrough(page);
  await expect(page.locator('[data-ad-slot="topBanner"] [data-ad-status="loaded"]')).toHaveCount(2);
  const cls = await layoutShift(page);
  console.log(`CLS /ad-test (2 banners, iframe) = ${cls.toFixed(4)}`);
  expect(cls).toBeLessThan(0.05);
});
