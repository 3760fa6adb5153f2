import { expect, test } from '@playwright/test';
import { appReady } from './support/app-ready';
import { latestNhlFinal } from './support/demo-games';

// A game's box score loads its code after the page's (lib/deferred-part.tsx): while that code is on
// its way the app has taken over and shows the server's copy of it, never a hole, and only then is
// the page marked ready.

test('deferred box score keeps the server copy while its code downloads', async ({ page }) => {
  const game = await latestNhlFinal(page.request);
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/box-score-section.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const asked = page.waitForRequest(/box-score-section.*\.js$/);
  await page.goto(`/game/${game.id}`);
  // The app's first render asks for the part's code, which is held back.
  await asked;
  await page.waitForFunction(() => document.querySelector('#root [data-part^="box-score"]') !== null);
  const during = await page.locator('[data-part^="box-score"]').innerHTML();
  expect(during).toContain('box-score-heading');
  expect(await page.evaluate(() => 'appReady' in document.documentElement.dataset)).toBe(false);
  release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByTestId('box-score')).toBeVisible();
  expect(errors).toEqual([]);
});

// A part below the fold keeps the server's HTML until its code is in, then React puts its own
// elements in place of that copy (lib/deferred-part.tsx), up to 300 ms after the code arrived (it
// paces reveals). <html data-app-ready> must come after that swap: a test holding the copy's table
// found it detached (CI, 2026-11-27: box-score-plus-minus at 375 px).
test('the app is marked ready only once every part has replaced the server copy', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/teams');
  const href = await page.locator('main a[href^="/team/"]').first().getAttribute('href');
  await page.goto(`${href}?tab=stats`);
  await appReady(page);
  expect(await page.locator('[data-part-copy]').count()).toBe(0);
  const table = await page.getByTestId('team-skater-stats').elementHandle();
  await page.waitForTimeout(1000);
  expect(await table!.evaluate((el) => el.isConnected)).toBe(true);
});
