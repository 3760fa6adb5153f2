import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe.configure({ timeout: 60_000 });

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [320, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
}

for (const width of [375, 1280]) {
  test(`NHL standings at ${width} px: all 32 teams, axe clean, no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/standings');
    await expect(page.getByTestId('standings-table').locator('tbody tr')).toHaveCount(32);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

test('at 1280 px no team name is cut in the grouped views, and the header row stays on screen on page scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/standings');
  const cut = () =>
    page
      .locator('[data-testid=standings-table] tbody th a span')
      .evaluateAll((spans) =>
        spans.filter((s) => (s as HTMLElement).offsetParent && s.scrollWidth > s.clientWidth).map((s) => s.textContent),
      );
  await page.getByRole('tab', { name: 'Wild Card' }).click();
  await expect(page.getByTestId('wildcard-view')).toBeVisible();
  expect(await cut()).toEqual([]);
  await page.getByRole('tab', { name: 'Conference', exact: true }).click();
  expect(await cut()).toEqual([]);

  await page.getByRole('tab', { name: 'Standings Table' }).click();
  const table = page.getByTestId('standings-table');
  await expect(table.locator('tbody tr')).toHaveCount(32);
  const head = table.locator('thead');
  const top = await table.evaluate((t) => t.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y + 600), top);
  // Under the 64 px site bar, not scrolled away with the rows.
  await expect.poll(async () => Math.round((await head.boundingBox())!.y)).toBe(64);
});
