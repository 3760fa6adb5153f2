import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToast, openAdminTab } from './support/admin';

test.describe.configure({ timeout: 60_000 });

/** Drags the toast sideways by dx px in small steps, from its middle (the close button is in a corner). */
async function swipe(page: Page, toast: Locator, dx: number) {
  const box = (await toast.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) await page.mouse.move(x + (dx * i) / 8, y);
  await page.mouse.up();
}

// requirements §9 (issue 39 item 8): a toast's swipe threshold is 50 px; sonner's own constant is 45 px.
test('a toast is swiped away from 50 px, not before', async ({ page }) => {
  await openAdminTab(page, 'games');
  // A day without games: the toast's action changes nothing other tests see.
  await page.getByLabel('Game date').fill('2031-05-05');
  await expect(page.getByText(/games on 2031-05-05/)).toBeVisible();
  await page.getByRole('button', { name: 'Auto-Set Status' }).click();
  const toast = await expectToast(page, 'Success', 'Auto-Set Status updated 0 games');
  await swipe(page, toast, 48);
  await expect(toast).toHaveAttribute('data-removed', 'false');
  await expect(toast).toHaveAttribute('data-swipe-out', 'false');
  await expect(toast).toBeVisible();
  await swipe(page, toast, 56);
  await expect(toast).toBeHidden();
});
