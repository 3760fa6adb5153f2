import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Grouped screens load several pages of data per test on a shared embedded database: roomier budget.
test.describe.configure({ timeout: 60_000 });

const group = (page: import('@playwright/test').Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\s*\\d`) });
// §4 (issue 39 item 8): the NHL is the first card of every grouping it is in.
const firstCard = (page: import('@playwright/test').Page, groupName: string) =>
  page
    .locator('section')
    .filter({ has: group(page, groupName) })
    .getByTestId('league-card')
    .first();
const NHL_HEADING = { name: 'National Hockey League', exact: true } as const;

test('By Level opens Professional by default; other groups load when opened', async ({ page }) => {
  await page.goto('/leagues');
  await expect(page.getByRole('heading', { name: 'Hockey Leagues' })).toBeVisible();
  await expect(page.getByText('Total Leagues')).toBeVisible();
  await expect(group(page, 'Professional')).toHaveAttribute('aria-expanded', 'true');
  await expect(group(page, 'Junior')).toHaveAttribute('aria-expanded', 'false');
  await expect(firstCard(page, 'Professional').getByRole('heading', NHL_HEADING)).toBeVisible();
  const nhl = page.getByTestId('league-card').filter({ has: page.getByRole('heading', { name: 'National Hockey League', exact: true }) });
  await expect(nhl.getByRole('link', { name: /Standings/ })).toHaveAttribute('href', /\/standings\?league=\d+/);
  await expect(nhl.getByRole('link', { name: /Teams of/ })).toHaveAttribute('href', /\/teams\?league=\d+/);
  await group(page, 'Junior').click();
  await expect(
    page.getByTestId('league-card').filter({ has: page.getByRole('heading', { name: 'Ontario Hockey League', exact: true }) }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('IIHF tab shows the fixed federation figures and IIHF competitions', async ({ page }) => {
  await page.goto('/leagues');
  await page.getByRole('tab', { name: 'IIHF' }).click();
  await expect(page).toHaveURL(/tab=iihf/);
  const figures = page.getByRole('region', { name: 'International Ice Hockey Federation' });
  for (const [value, label] of [
    ['84', 'Member nations'],
    ['60', 'Full members'],
    ['23', 'Associate members'],
    ['1', 'Affiliate member'],
  ]) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
    await expect(figures.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByTestId('league-card').filter({ has: page.getByRole('heading', { name: 'IIHF World Championship', exact: true }) }),
  ).toBeVisible();
});

test('By Country opens United States and Canada; filters narrow the list; All Leagues lists every match', async ({ page }) => {
  await page.goto('/leagues?tab=country');
  await expect(group(page, 'United States')).toHaveAttribute('aria-expanded', 'true');
  await expect(group(page, 'Canada')).toHaveAttribute('aria-expanded', 'true');
  await expect(group(page, 'Sweden')).toHaveAttribute('aria-expanded', 'false');
  await expect(firstCard(page, 'United States').getByRole('heading', NHL_HEADING)).toBeVisible();

  const form = page.getByRole('search', { name: 'Filter leagues' });
  await form.getByLabel('Level').selectOption('junior');
  await page.getByRole('tab', { name: 'All Leagues' }).click();
  await expect(page.getByTestId('league-card').first()).toBeVisible();
  for (const card of await page.getByTestId('league-card').all()) await expect(card).toContainText('Junior');
  await form.getByLabel('Search').fill('zzqqxx');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No Leagues Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('tablist')).toBeVisible();
  await page.goto('/leagues?tab=all');
  await expect(page.getByTestId('league-card').first().getByRole('heading', NHL_HEADING)).toBeVisible();
});

test('league detail: header, statistics, seasons, teams and fun facts', async ({ page }) => {
  await page.goto('/league/1');
  await expect(page.getByRole('heading', { level: 1, name: 'National Hockey League' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Standings' })).toHaveAttribute('href', '/standings?league=1');
  await expect(page.getByRole('link', { name: 'View Teams' })).toHaveAttribute('href', '/teams?league=1');
  const stats = page.getByTestId('league-stats');
  await expect(stats).toContainText('32');
  await expect(stats).toContainText('Goals / Game');
  await expect(page.getByText('Quick Info')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Seasons' }).getByRole('listitem').first()).toContainText(/\d{4}-\d{2}/);
  await page.getByRole('tab', { name: 'Teams' }).click();
  await expect(page.getByRole('list', { name: 'Teams' }).getByRole('link')).toHaveCount(32);
  await page.getByRole('tab', { name: 'Fun Facts' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('/leagues/{id} answers the same screen; a missing league shows League Not Found', async ({ page }) => {
  await page.goto('/leagues/1');
  await expect(page.getByRole('heading', { level: 1, name: 'National Hockey League' })).toBeVisible();
  await page.goto('/league/999999');
  await expect(page.getByRole('heading', { name: 'League Not Found' })).toBeVisible();
  await expect(page.getByText('The requested league could not be found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Leagues' }).click();
  await expect(page).toHaveURL(/\/leagues$/);
});
