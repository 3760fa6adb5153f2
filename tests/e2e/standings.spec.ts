import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expectNoSeriousA11yViolations } from './support/axe';

const rows = (page: Page) => page.getByTestId('standings-row');
const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const column = async (page: Page, index: number) =>
  await page
    .getByTestId('standings-table')
    .locator('tbody tr')
    .evaluateAll((trs, i) => trs.map((tr) => Number(tr.children[i]?.textContent?.replace('+', ''))), index);

test.describe('standings (requirements §2.13)', () => {
  test("/standings alone opens on the NHL's current table, in the HTML too (issue #19)", async ({ page, request }) => {
    const html = await (await request.get('/standings')).text();
    expect(html).toContain('data-testid="standings-row"');
    await page.goto('/standings');
    await expect(rows(page)).toHaveCount(32);
    await expect(select(page, 'League')).toHaveValue('1');
    await expect(page).toHaveURL(/league=1/);
    await expect(page.getByText('Current Season')).toBeVisible();
  });

  test('the four chained selectors prompt in turn and cascade', async ({ page }) => {
    await page.goto('/standings');
    await expect(page.getByRole('heading', { level: 1, name: 'League Standings' })).toBeVisible();
    await expect(rows(page)).toHaveCount(32);
    // Clearing the level clears every selector after it: the prompts take over.
    await select(page, 'Level').selectOption('');
    await expect(page.getByRole('heading', { name: 'Select a Level' })).toBeVisible();
    await expect(select(page, 'League')).toBeDisabled();
    await select(page, 'Level').selectOption('professional');
    await expect(page.getByRole('heading', { name: 'Select a League' })).toBeVisible();
    await select(page, 'League').selectOption({ label: 'National Hockey League' });
    await expect(page.getByRole('heading', { name: 'Select a Year' })).toBeVisible();
    const now = new Date();
    const thisYear = now.getFullYear();
    // Issue 39 item 7: each year reads as the season it starts (2026-27); the one under way (July to June) is Current.
    const current = now.getMonth() >= 6 ? thisYear : thisYear - 1;
    const span = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
    const years = await select(page, 'Year').locator('option').allInnerTexts();
    expect(years[0]).toBe('Select a Year');
    expect(years.slice(1)).toEqual(
      Array.from({ length: thisYear + 1 - 2019 + 1 }, (_, i) => {
        const y = thisYear + 1 - i;
        return y === current ? `${span(y)} (Current)` : span(y);
      }),
    );
    await select(page, 'Year').selectOption(String(thisYear - 2));
    await expect(page.getByRole('heading', { name: 'Select a Season' })).toBeVisible();
    await select(page, 'Season').selectOption('regular');
    await expect(rows(page)).toHaveCount(32);
    await expect(page.getByTestId('last-updated')).toContainText('Last updated:');

    // Changing the year clears the season type; changing the level clears everything after it.
    await select(page, 'Year').selectOption(String(current));
    await expect(page.getByText('Current', { exact: true })).toBeVisible();
    await expect(select(page, 'Season')).toHaveValue('');
    await select(page, 'Level').selectOption('junior');
    await expect(select(page, 'League')).toHaveValue('');
    await expect(select(page, 'Year')).toHaveValue('');
    await expect(select(page, 'Season')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Select a League' })).toBeVisible();
  });

  test('?league=1 preselects the NHL and its current season; the league table and divisions render; axe passes', async ({ page }) => {
    await page.goto('/standings?league=1&view=table');
    await expect(select(page, 'Level')).toHaveValue('professional');
    await expect(select(page, 'League')).toHaveValue('1');
    await expect(select(page, 'Season')).toHaveValue('regular');
    await expect(page.getByText('Current Season')).toBeVisible();
    await expect(rows(page)).toHaveCount(32);
    await expect(page.getByTestId('rank-badge').first()).toHaveText('1');
    // Plain rank numbers, no medal colours (issue 19 item 3).
    await expect(page.locator('[data-podium]')).toHaveCount(0);
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

  test("the NHL's wild-card view draws the playoff line after the wild cards, with marks explained (issue 19)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/standings?league=1');
    await expect(rows(page)).toHaveCount(32);
    await page.getByRole('tab', { name: 'Wild Card' }).click();
    const view = page.getByTestId('wildcard-view');
    // Two conferences: two divisions' top three each, then the wild-card table with its line after the 2nd.
    await expect(view.getByRole('heading', { name: 'Wild Card' })).toHaveCount(2);
    await expect(view.getByTestId('standings-table')).toHaveCount(6);
    const cuts = view.locator('[data-cut="true"]');
    await expect(cuts).toHaveCount(2);
    const wildTables = view.locator('table', { has: page.locator('caption', { hasText: 'Wild Card' }) });
    await expect(wildTables).toHaveCount(2);
    for (const table of await wildTables.all()) {
      const flags = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-cut')));
      expect(flags.indexOf('true')).toBe(1);
    }
    await expect(page.getByTestId('playoff-legend').first()).toContainText('Playoff line');
    for (const region of await view.locator('[role=region]:has(> table)').all()) {
      const box = await region.boundingBox();
      const pts = await region.getByRole('columnheader', { name: 'PTS' }).boundingBox();
      expect((pts?.x ?? 999) + (pts?.width ?? 0), 'PTS inside its table at 375 px').toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Conference', exact: true }).click();
    const conference = page.getByTestId('conference-view');
    await expect(conference.getByTestId('standings-table')).toHaveCount(2);
    for (const table of await conference.getByTestId('standings-table').all()) {
      const flags = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-cut')));
      expect(flags.indexOf('true')).toBe(7);
    }
  });

  test('sorting: a new column starts descending (rank ascending), the same column toggles', async ({ page }) => {
    await page.goto('/standings?league=1&view=table');
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

  test('on a phone the league table fits without scrolling sideways: GP to PTS on screen, short names', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/standings?league=1&view=table');
    await expect(rows(page)).toHaveCount(32);
    // Measured once the app has taken over the server-rendered table (a box read before may be of a replaced node).
    await appReady(page);
    const region = page.getByRole('region', { name: /standings/ });
    const box = (await region.boundingBox())!;
    for (const name of ['GP', 'W', 'L', 'OTL', 'PTS']) {
      const th = (await page.getByRole('columnheader', { name, exact: true }).boundingBox())!;
      expect(th.x + th.width, `${name} inside the table at 375 px`).toBeLessThanOrEqual(box.x + box.width);
    }
    // Lower-value columns wait for a wider screen rather than pushing the table sideways.
    await expect(page.getByRole('columnheader', { name: 'GF', exact: true })).toBeHidden();
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect(rows(page).first().getByRole('rowheader')).toHaveText(/^[A-Z]{3}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('ten skeleton rows while loading, then "Failed to fetch standings" when the call fails', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    // The first table arrives inside the page (server-rendered); the next selection asks the one endpoint.
    await page.goto('/standings?league=1');
    await expect(rows(page)).toHaveCount(32);
    await page.route('**/api/standings?**', async (route) => {
      asked.push(new URL(route.request().url()).search);
      await gate;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'database unavailable' });
    });
    await select(page, 'Season').selectOption('playoffs');
    await expect(page.getByTestId('standings-skeleton-row')).toHaveCount(10);
    // The skeleton shows as soon as the query starts, which can be before the routed request reaches the handler.
    await expect.poll(() => asked).toEqual([expect.stringMatching(/^\?leagueId=1&year=\d{4}&type=playoffs$/)]);
    release();
    await expect(page.getByRole('heading', { name: 'Failed to fetch standings' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch standings' })).toContainText(
      'The directory is busy or being updated. Try again in a moment.',
    );
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
