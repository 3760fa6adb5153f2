import { expect, test } from '@playwright/test';
import { ISOLATED_AD_SANDBOX } from '#shared/domain/ads/ad-boundary';
import { routeAdConfig } from './fixtures/fake-ad';
import { appReady } from './support/app-ready';

// The ad config is faked per page: the shared DB keeps ads (and so popups) off for other tests.
const popup = (name: string) =>
  `<div style="height:100%;display:flex;align-items:center;justify-content:center;background:#1e3a8a;color:#fff">${name}</div>`;

test('the entry popup opens after 5000 ms once per session and closes with Escape', async ({ page }) => {
  await page.clock.install();
  await routeAdConfig(page, { popupEntry: { html: popup('Entry Offer') } });
  await page.goto('/products');
  await page.clock.runFor(4500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(600);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The creative runs in the dialog's opaque-origin frame, never in the page.
  await expect(dialog.frameLocator('iframe').getByText('Entry Offer')).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', ISOLATED_AD_SANDBOX);
  // Radix moves focus into the dialog.
  await expect(dialog.getByRole('button', { name: 'Close advertisement' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await page.clock.runFor(6000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the exit-intent popup fires once when the pointer leaves through the top', async ({ page }) => {
  await routeAdConfig(page, { popupExit: { html: popup('Before You Go Offer') } });
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appReady(page);
  const leaveTop = () =>
    page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: -2, relatedTarget: null, bubbles: true })),
    );
  // Leaving sideways or moving between elements does not count.
  await page.evaluate(() =>
    document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: 300, relatedTarget: document.body, bubbles: true })),
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await leaveTop();
  const dialog = page.getByRole('dialog');
  await expect(dialog.frameLocator('iframe').getByText('Before You Go Offer')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close advertisement' }).click();
  await expect(dialog).toHaveCount(0);
  await leaveTop();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('no popup when ads are off or the popup slot is empty', async ({ page }) => {
  await page.clock.install();
  await routeAdConfig(page, { popupEntry: { html: popup('Hidden') }, popupExit: { html: popup('Hidden') } }, { enabled: false });
  await page.goto('/products');
  await page.clock.runFor(6000);
  await page.evaluate(() =>
    document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: -2, relatedTarget: null, bubbles: true })),
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
