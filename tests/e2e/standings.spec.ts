import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

const rows = (page: Page) => page.getByTestId('standings-row');
const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const column = async (page: Page, index: number) =>
  (await page.getByTestId('standings-table').locator('tbody tr').evaluateAll((trs, i) =>
    trs.map((tr) => Number(tr.children[i]?.textContent?.replace('+', ''))), index));

test.describe('standings (SPEC §2.13)', () => {
  test('the four chained selectors prompt in turn and cascade', async ({ page }) => {
    await page.goto('/standings');
    await expect(page.getByRole('heading', { level: 1, name: 'League Standings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a Level' })).toBeVisible();
    await expect(select(page, 'League')).toBeDisabled();
    await select(page, 'Level').selectOption('professional');
    await expect(page.getByRole('heading', { name: 'Select a League' })).toBeVisible();
    await select(page, 'League').selectOption({ label: 'National Hockey League' });
    await expect(page.getByRole('heading', { name: 'Select a Year' })).toBeVisible();
    const thisYear = new Date().getFullYear();
    const years = await select(page, 'Year').locator('option').allInnerTexts();
    expect(years[0]).toBe('Select a Year');
    expect(years.slice(1)).toEqual(Array.from({ length: thisYear + 1 - 2019 + 1 }, (_, i) => {
      const y = thisYear + 1 - i;
      return y === thisYear ? `${y} (Current)` : String(y);
    }));
    await select(page, 'Year').selectOption(String(thisYear - 2));
    await expect(page.getByRole('heading', { name: 'Select a Season' })).toBeVisible();
    await select(page, 'Season').selectOption('regular');
    await expect(rows(page)).toHaveCount(32);
    await expect(page.getByTestId('last-updated')).toContainText('Last updated:');

    // Changing the year clears the season type; changing the level clears everything after it.
    await select(page, 'Year').selectOption(String(thisYear));
    await expect(page.getByText('Current', { exact: true })).toBeVisible();
    await expect(select(page, 'Season')).toHaveValue('');
    await select(page, 'Level').selectOption('junior');
    await expect(select(page, 'League')).toHaveValue('');
    await expect(select(page, 'Year')).toHaveValue('');
    await expect(select(page, 'Season')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Select a League' })).toBeVisible();
  });

  test('?league=1 preselects the NHL and its current season; both views render; axe passes', async ({ page }) => {
    await page.goto('/standings?league=1');
    await expect(select(page, 'Level')).toHaveValue('professional');
    await expect(select(page, 'League')).toHaveValue('1');
    await expect(select(page, 'Season')).toHaveValue('regular');
    await expect(page.getByText('Current Season')).toBeVisible();
    await expect(rows(page)).toHaveCount(32);
    await expect(page.getByTestId('rank-badge').first()).toHaveText('1');
    await expect(page.locator('[data-podium]')).toHaveCount(3);
    await expect(page.getByTestId('last-updated')).toHaveText(/^Last updated: .*\d{4}.*ago\)$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Conference & Division' }).click();
    const view = page.getByTestId('division-view');
    await expect(view.getByRole('heading', { name: 'Eastern Conference' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Western Conference' })).toBeVisible();
    await expect(view.getByRole('heading', { name: /Division$/ })).toHaveCount(4);
    await expect(view.getByTestId('standings-row')).toHaveCount(32);
    await expectNoSeriousA11yViolations(page);
  });

  test('sorting: a new column starts descending (rank ascending), the same column toggles', async ({ page }) => {
    await page.goto('/standings?league=1');
    await expect(rows(page)).toHaveCount(32);
    const pts = page.getByRole('columnheader', { name: 'PTS' });
    await pts.getByRole('button').click();
    await expect(pts).toHaveAttribute('aria-sort', 'descending');
    const ptsIndex = 6; // Rank, Team, GP, W, L, OTL, PTS
    const desc = await column(page, ptsIndex);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await pts.getByRole('button').click();
    await expect(pts).toHaveAttribute('aria-sort', 'ascending');
    const asc = await column(page, ptsIndex);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    const ga = page.getByRole('columnheader', { name: 'GA' });
    await ga.getByRole('button').click();
    await expect(ga).toHaveAttribute('aria-sort', 'descending');
    await expect(pts).toHaveAttribute('aria-sort', 'none');
    const rank = page.getByRole('columnheader', { name: 'Rank' });
    await rank.getByRole('button').click();
    await expect(rank).toHaveAttribute('aria-sort', 'ascending');
    expect(await page.getByTestId('rank-badge').allInnerTexts()).toEqual(Array.from({ length: 32 }, (_, i) => String(i + 1)));
  });

  test('a year and type without a season gives empty standings', async ({ page }) => {
    await page.goto('/standings?level=professional&league=1&year=2019&type=preseason');
    await expect(page.getByRole('heading', { name: 'No Standings Available' })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('on a phone the table scrolls sideways with the team column pinned', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/standings?league=1');
    await expect(rows(page)).toHaveCount(32);
    const region = page.getByRole('region', { name: /standings/ });
    const teamCell = rows(page).first().getByRole('rowheader');
    const before = await teamCell.boundingBox();
    await region.evaluate((el) => { el.scrollLeft = 400; });
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    const after = await teamCell.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('ten skeleton rows while loading, then "Failed to fetch standings" when the call fails', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/standings/*', async (route) => {
      await gate;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'database unavailable' });
    });
    await page.goto('/standings?league=1');
    await expect(page.getByTestId('standings-skeleton-row')).toHaveCount(10);
    release();
    await expect(page.getByRole('heading', { name: 'Failed to fetch standings' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch standings' })).toContainText('database unavailable');
  });
});
