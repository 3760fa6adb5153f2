import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe.configure({ timeout: 60_000 });

const players = (page: Page) => page.getByTestId('results-players').getByRole('listitem');

/** The blank a half-width card leaves beside its row neighbour (0 when it has the row to itself). */
const blanks = (page: Page) =>
  page.locator('[data-testid^=results-]').evaluateAll((sections) => {
    const boxes = sections.map((s) => s.getBoundingClientRect());
    return boxes.flatMap((a, i) =>
      boxes.filter((b, j) => j !== i && Math.abs(b.top - a.top) < 2).map((b) => Math.round(Math.abs(b.height - a.height))),
    );
  });

// Issue 28: a balanced results page at every width, and "more" for a group with more hits than shown.
for (const width of [375, 1280]) {
  test(`search results at ${width} px: no blank card beside a short list, "Show more" for 20+ players, axe clean`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=ma');
    // The app's layout, not the instant it replaces the server's HTML (the server's is checked without scripts
    // in landing-pages-fit.spec.ts).
    await appReady(page);
    await expect(players(page)).toHaveCount(20);
    for (const blank of await blanks(page)) expect(blank, 'blank beside a card').toBeLessThan(350);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath(`search-${width}.png`), fullPage: true });
    for (const w of [320, 768, 1024, 1440]) {
      await page.setViewportSize({ width: w, height: 900 });
      // Polled: a resize settles over a frame or two; an overflow that stays fails as before.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `at ${w} px`, timeout: 3000 })
        .toBeLessThanOrEqual(0);
      for (const blank of await blanks(page)) expect(blank, `blank beside a card at ${w} px`).toBeLessThan(350);
    }
  });
}

test('"Show more players" lists up to 50, in the URL', async ({ page }) => {
  await page.goto('/search?q=ma');
  await expect(players(page)).toHaveCount(20);
  await expect(page.getByTestId('results-players').getByRole('heading')).toHaveText(/Players\s*20\+/);
  await page.getByRole('link', { name: 'Show more players' }).click();
  await expect(page).toHaveURL(/\/search\?q=ma&more=1$/);
  await expect.poll(() => players(page).count()).toBeGreaterThan(20);
  expect(await players(page).count()).toBeLessThanOrEqual(50);
});
