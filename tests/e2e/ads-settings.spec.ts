import { expect, test } from '@playwright/test';
import { fakeCreative, routeFakeScript } from './fixtures/fake-ad';
import { signInAs, signInAsNewUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { recordToastsAndNavigation, toastShownAt } from './support/toast-recorder';

// This file writes the shared ad settings: run serially and always put the previous settings back.
test.describe.configure({ mode: 'serial' });

test('signed out: "Unauthorized" toast, then the sign-in page after 500 ms', async ({ page }) => {
  // Recorded in sessionStorage: the toast is gone with the page once the move to /api/login starts.
  await recordToastsAndNavigation(page);
  await page.goto('/ad-settings');
  await page.waitForURL(/\/api\/login\?next=%2Fad-settings$/);
  const leftAt = Date.now();
  const shownAt = await toastShownAt(page, 'Unauthorized', 'You need to be logged in to access ad settings.');
  expect(shownAt).toBeGreaterThan(0);
  expect(leftAt - shownAt!).toBeGreaterThanOrEqual(450);
});

test('a signed-in non-admin can look but Save shows the server refusal', async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto('/ad-settings');
  await expect(page.getByLabel('Publisher ID')).toBeVisible();
  await expect(page.getByText('only administrators can save them')).toBeVisible();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Failed to save ad settings. Please try again.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText('Administrator role required');
});

test('admin round trip: save in the form → /api/ad-config reflects it → a slot renders', async ({ page }) => {
  await signInAs(page);
  const original = await (await page.request.get('/api/ad-settings')).json();
  try {
    await routeFakeScript(page);
    // Hold the POST briefly so the pending label is observable.
    await page.route('**/api/ad-settings', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto('/ad-settings');
    await page.getByLabel('Publisher ID').fill('pub-e2e-roundtrip');
    await page.getByLabel('Enable ads').check();
    await page.getByRole('button', { name: 'Show Codes' }).click();
    await expect(page.getByRole('button', { name: 'Hide Codes' })).toHaveAttribute('aria-expanded', 'true');
    // The nine §2.16 slots come first, then the remaining stored slots.
    const legends = await page.locator('[data-slot-fields]').evaluateAll((els) => els.map((e) => e.getAttribute('data-slot-fields')));
    expect(legends.slice(0, 9)).toEqual([
      'topBanner',
      'bottomBanner',
      'contentSquare',
      'sidebarSquare',
      'nativeContent',
      'nativeFooter',
      'mobileBanner',
      'videoContent',
      'popupEntry',
    ]);
    expect(legends).toHaveLength(14);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Top Banner ad unit code').fill('unit-e2e');
    await page.getByLabel('Top Banner HTML code').fill(fakeCreative('Round Trip Ad'));
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByText('Ad settings saved successfully! Changes will appear on the live website.')).toBeVisible();

    const config = await (await page.request.get('/api/ad-config')).json();
    expect(config).toMatchObject({ publisherId: 'pub-e2e-roundtrip', enabled: true });
    expect(config.adUnits).toMatchObject({ topBannerCode: 'unit-e2e', topBannerHtml: fakeCreative('Round Trip Ad') });

    await page.goto('/ad-test');
    await page.getByLabel('Loading strategy').selectOption('direct');
    const slot = page.locator('[data-ad-slot="topBanner"]').first();
    await slot.scrollIntoViewIfNeeded();
    // Previews run isolated in an opaque-origin frame (docs/decisions/0003).
    const preview = page.frameLocator('[data-ad-slot="topBanner"] iframe >> nth=0');
    await expect(preview.getByText('Round Trip Ad')).toBeVisible();
    await expect(preview.getByTestId('external-marker')).toBeAttached();
  } finally {
    const restore = await page.request.post('/api/ad-settings', {
      data: { publisherId: original.publisherId, enabled: original.enabled, testMode: original.testMode, adUnits: original.adUnits },
    });
    expect(restore.ok()).toBe(true);
  }
  expect((await (await page.request.get('/api/ad-config')).json()).enabled).toBe(false);
});

test('the ad test page has the same sign-in guard', async ({ page }) => {
  await recordToastsAndNavigation(page);
  await page.goto('/ad-test');
  await page.waitForURL(/\/api\/login\?next=%2Fad-test$/);
  expect(await toastShownAt(page, 'Unauthorized', 'You need to be logged in to access the ad test page.')).toBeGreaterThan(0);
});
