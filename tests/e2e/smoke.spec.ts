import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found view with a 404 status', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the API docs are served', async ({ page }) => {
  const res = await page.goto('/api/docs');
  expect(res?.status()).toBe(200);
  await expect(page.locator('body')).toContainText('Hockey Directory API');
});
