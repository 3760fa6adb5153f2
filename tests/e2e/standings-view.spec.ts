import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectColumnsLineUp } from './support/columns';

test.describe.configure({ timeout: 90_000 });

/** Neither the page nor any table scrolls sideways: every table fits its box (issue 28). */
async function expectNothingScrollsSideways(page: Page, widths = [320, 375, 768, 1024, 1280, 1440]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `page at ${width}`)
      .toBeLessThanOrEqual(0);
    const over = await page
      .locator('[role=region]:has(> [data-testid=standings-table])')
      .evaluateAll(
        (boxes) => boxes.filter((b) => b.scrollWidth > b.clientWidth + 1 || b.firstElementChild!.scrollWidth > b.clientWidth + 1).length,
      );
    expect(over, `tables wider than their box at ${width} px`).toBe(0);
  }
}

/** Scrolls the page past a table's top: its header row stays under the 64 px site bar. */
async function expectStickyHeader(page: Page, table = page.getByTestId('standings-table').first()) {
  // A short window, so the page can scroll past a table that ends near the page's foot.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 500 });
  const head = table.locator('thead');
  const top = await table.evaluate((t) => t.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y + 100), top);
  await expect.poll(async () => Math.round((await head.boundingBox())!.y)).toBe(64);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(size);
}

for (const width of [375, 1280]) {
  test(`NHL standings at ${width} px open on the Wild Card view: axe clean, sticky header, nothing scrolls sideways`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/standings');
    const view = page.getByTestId('wildcard-view');
    await expect(view.getByTestId('standings-row')).toHaveCount(32);
    await expect(page.getByRole('tab', { name: 'Wild Card' })).toHaveAttribute('aria-selected', 'true');
    await expect(view.locator('[data-cut="true"]')).toHaveCount(2);
    await appReady(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath(`standings-wildcard-${width}.png`), fullPage: true });
    // The first conference's wild-card table: ten rows, with page enough below it to scroll past its top.
    await expectStickyHeader(page, view.getByTestId('standings-table').nth(2));
    await expectNothingScrollsSideways(page);
  });

  test(`the flat league table at ${width} px (?view=table): 32 rows, axe clean, sticky header`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/standings?view=table');
    const table = page.getByTestId('standings-table');
    await expect(table).toHaveCount(1);
    await expect(table.locator('tbody tr')).toHaveCount(32);
    await expect(page.getByRole('tab', { name: 'League Table' })).toHaveAttribute('aria-selected', 'true');
    await appReady(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath(`standings-table-${width}.png`) });
    await expectStickyHeader(page, table);
    await expectNothingScrollsSideways(page);
  });
}

test('the view is in the URL: tabs switch it, the back button returns, the default view leaves it out', async ({ page }) => {
  await page.goto('/standings');
  await expect(page.getByTestId('wildcard-view')).toBeVisible();
  await appReady(page);
  await page.getByRole('tab', { name: 'League Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page.getByTestId('standings-table')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Conference', exact: true }).click();
  await expect(page).toHaveURL(/view=conference/);
  await expect(page.getByTestId('conference-view')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('standings-table')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Wild Card' }).click();
  await expect(page).not.toHaveURL(/view=/);
});

test('at 1280 px no team name is cut in any view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const cut = () =>
    page
      .locator('[data-testid=standings-table] tbody th a span')
      .evaluateAll((spans) =>
        spans.filter((s) => (s as HTMLElement).offsetParent && s.scrollWidth > s.clientWidth).map((s) => s.textContent),
      );
  for (const view of ['', '?view=conference', '?view=divisions', '?view=table']) {
    await page.goto(`/standings${view}`);
    await expect(page.getByTestId('standings-row')).toHaveCount(32);
    expect(await cut(), view || 'wild card').toEqual([]);
  }
});

// Each grouped view's tables share their column widths (fixed layout): GP, W, L, OTL and PTS sit at the same x from
// one division or wild-card table to the next, instead of each table sizing them to its own figures.
for (const width of [375, 1280]) {
  test(`at ${width} px the columns of every table of a grouped view line up`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [view, testId] of [
      ['', 'wildcard-view'],
      ['?view=conference', 'conference-view'],
      ['?view=divisions', 'division-view'],
    ] as const) {
      await page.goto(`/standings${view}`);
      await appReady(page);
      await expect(page.getByTestId(testId)).toBeVisible();
      const tables = page.getByTestId(testId).getByTestId('standings-table');
      await expect(page.getByTestId(testId).getByTestId('standings-row')).toHaveCount(32);
      await expectColumnsLineUp(tables, `${testId} at ${width} px`);
      if (!view) await page.screenshot({ path: info.outputPath(`standings-aligned-${width}.png`), fullPage: true });
    }
  });
}

// Issue 39 item 7: "#" in a grouped view is the place in its group, not the league-wide rank.
test('the grouped views number each group from 1; the wild-card table reads WC1, WC2, then the rest', async ({ page }) => {
  const badges = (view: string, table: number) =>
    page.getByTestId(view).getByTestId('standings-table').nth(table).getByTestId('rank-badge').allInnerTexts();
  await page.goto('/standings');
  await expect(page.getByTestId('wildcard-view').getByTestId('standings-row')).toHaveCount(32);
  // Per conference: two division blocks of three, then the ten-team wild-card table.
  expect(await badges('wildcard-view', 0)).toEqual(['1', '2', '3']);
  expect(await badges('wildcard-view', 1)).toEqual(['1', '2', '3']);
  expect(await badges('wildcard-view', 2)).toEqual(['WC1', 'WC2', '3', '4', '5', '6', '7', '8', '9', '10']);
  await page.goto('/standings?view=conference');
  await expect(page.getByTestId('conference-view').getByTestId('standings-row')).toHaveCount(32);
  expect(await badges('conference-view', 1)).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)));
  await page.goto('/standings?view=divisions');
  await expect(page.getByTestId('division-view').getByTestId('standings-row')).toHaveCount(32);
  expect(await badges('division-view', 3)).toEqual(Array.from({ length: 8 }, (_, i) => String(i + 1)));
});
