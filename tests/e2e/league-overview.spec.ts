import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectColumnsLineUp } from './support/columns';

test.describe.configure({ timeout: 60_000 });

const NHL = '/league/1';

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [320, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
}

for (const width of [375, 1280]) {
  test(`NHL overview at ${width} px: the top of each division, results, next games, leaders and facts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(NHL);
    const standings = page.getByRole('region', { name: 'Standings' });
    await expect(standings.getByRole('link', { name: /Full standings/ })).toHaveAttribute('href', '/standings?league=1');
    const tables = standings.getByRole('table');
    await expect(tables).toHaveCount(4);
    for (const division of ['Atlantic Division', 'Metropolitan Division', 'Central Division', 'Pacific Division'])
      await expect(standings.getByRole('table', { name: division })).toBeVisible();
    for (const table of await tables.all()) await expect(table.locator('tbody tr')).toHaveCount(4);
    await expectColumnsLineUp(tables, `standings snippet at ${width} px`);
    await expect(
      standings.getByRole('link', { name: /Detroit Red Wings|Tampa Bay Lightning|Boston Bruins|Toronto Maple Leafs/ }).first(),
    ).toHaveAttribute('href', /^\/team\/\d+$/);

    const results = page.getByRole('list', { name: 'Latest results' });
    await expect(results.getByRole('listitem')).toHaveCount(6);
    for (const item of await results.getByRole('listitem').all()) await expect(item).toContainText(/Final/);
    await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/game\/\d+$/);
    await expect(page.getByRole('list', { name: 'Next games' }).getByRole('listitem').first()).toBeVisible();

    const leaders = page.getByRole('region', { name: 'Leaders' });
    for (const heading of ['Points', 'Goals', 'Save Percentage'])
      await expect(leaders.getByRole('heading', { name: heading })).toBeVisible();
    await expect(leaders.getByRole('link', { name: /All leaders/ })).toHaveAttribute('href', '/league/1?tab=leaders');
    await expect(leaders.getByRole('link', { name: /./ }).nth(1)).toHaveAttribute('href', /^\/player\/\d+$/);
    await expect(page.getByTestId('league-facts')).toContainText('Founded in 1917');

    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

test('the overview is in the server-rendered page, not filled in after scripts load', async ({ request }) => {
  const html = await (await request.get(NHL)).text();
  expect(html).toContain('Atlantic Division');
  expect(html).toContain('aria-label="Latest results"');
  expect(html).toContain('aria-label="Next games"');
  expect(html).toContain('data-testid="league-leaders-snippet"');
});
