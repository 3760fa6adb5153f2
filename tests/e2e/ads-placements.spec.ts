import { expect, test, type Page } from '@playwright/test';
import { ISOLATED_AD_SANDBOX } from '#shared/domain/ads/ad-boundary';
import { fakeCreative, routeAdConfig, routeFakeScript } from './fixtures/fake-ad';
import { signInAs, signInAsNewUser } from './support/auth';
import { layoutShift, resetLayoutShift, trackLayoutShift } from './support/layout-shift';

// Issue #18 (requirements §1, §2.18): every slot has a place, and the marketing pages and the signed-in home carry ads.
const SLOTS = [
  'topBanner',
  'mobileBanner',
  'bottomBanner',
  'contentSquare',
  'sidebarSquare',
  'footerSquare',
  'nativeContent',
  'nativeFooter',
  'videoContent',
  'directLink',
  'socialBar',
  'sidebarSkyscraper',
];
const ALL_ON = Object.fromEntries(SLOTS.map((slot) => [slot, { html: fakeCreative(slot) }]));

const placed = (page: Page) =>
  page
    .locator('[data-ad-slot]')
    .evaluateAll((els) => [...new Set(els.filter((e) => e.getClientRects().length > 0).map((e) => e.getAttribute('data-ad-slot')))].sort());

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(600);
}

// The first test loads four pages and waits for a creative's frame: on a busy machine that outgrows 30 s.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await routeFakeScript(page);
  await routeAdConfig(page, ALL_ON);
});

test('landing, directory and products place their units, and every page ends with the footer band', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const band = ['bottomBanner', 'directLink', 'footerSquare', 'nativeFooter'];
  await page.goto('/');
  await expect(page.locator('[data-ad-slot="nativeContent"]')).toHaveCount(1);
  expect(await placed(page)).toEqual([...band, 'nativeContent', 'topBanner'].sort());
  await page.goto('/directory');
  await expect(page.locator('[data-ad-slot="nativeContent"]')).toHaveCount(1);
  expect(await placed(page)).toEqual([...band, 'nativeContent', 'topBanner'].sort());
  await page.goto('/products');
  await expect(page.locator('[data-ad-slot="videoContent"]')).toHaveCount(1);
  expect(await placed(page)).toEqual([...band, 'topBanner', 'videoContent'].sort());
  await page.goto('/teams');
  await expect(page.locator('[data-ad-slot="footerSquare"]')).toHaveCount(1);
  // A creative renders only once its box comes near the viewport, in its own opaque-origin frame.
  const square = page.locator('[data-ad-slot="footerSquare"]');
  await expect(square.locator('iframe')).toHaveCount(0);
  await square.scrollIntoViewIfNeeded();
  await expect(square.locator('iframe')).toHaveAttribute('sandbox', ISOLATED_AD_SANDBOX);
  await expect(square.frameLocator('iframe').locator('.fake-ad')).toHaveText('footerSquare');
  await expect(page.locator('.fake-ad')).toHaveCount(0);
});

test('the signed-in home has a banner and a sidebar square', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsNewUser(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.locator('[data-ad-slot="sidebarSquare"]')).toBeVisible();
  await expect(page.locator('[data-ad-slot="topBanner"]')).toBeVisible();
});

test('on a phone: the mobile banner and the social bar fixed to the bottom edge, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const bar = page.locator('[data-ad-slot="socialBar"]');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(800);
  await expect(page.locator('[data-ad-slot="mobileBanner"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

for (const width of [375, 1280]) {
  test(`ads rendering while the landing page scrolls shift nothing (CLS < 0.05) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await trackLayoutShift(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    await resetLayoutShift(page);
    await scrollThrough(page);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
}

test('/ad-test previews the video unit in its 640x360 box', async ({ page }) => {
  await signInAs(page);
  await page.goto('/ad-test');
  await page.getByLabel('Ad type').selectOption('video');
  const slot = page.locator('[data-ad-slot="videoContent"]').first();
  await expect(slot).toBeVisible();
  const box = (await slot.boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([640, 360]);
});
