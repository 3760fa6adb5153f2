import { expect, test, type Page } from '@playwright/test';

// Issue 39 item 7 (ADR 0030): without JavaScript a list page's filter form is a plain GET of the page: its fields
// are named for the page's query parameters, and the server renders the filtered list with them filled in.
test.describe.configure({ timeout: 60_000 });
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

const total = async (page: Page, api: string) => Number((await page.request.get(api)).headers()['x-total-count']);

test('facilities: the search text and a select reload the page with them in the query', async ({ page }) => {
  await page.goto('/facilities');
  const form = page.getByRole('search', { name: 'Filter facilities' });
  await form.getByLabel('Search').fill('arena');
  await form.getByLabel('Surface').selectOption('ice');
  await form.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/facilities\?search=arena&countryId=&surfaceType=ice&facilityType=$/);
  await expect(form.getByLabel('Search')).toHaveValue('arena');
  await expect(form.getByLabel('Surface')).toHaveValue('ice');
  const expected = await total(page, '/api/facilities?search=arena&surfaceType=ice&limit=1');
  await expect(page.getByTestId('result-count')).toContainText(`${expected.toLocaleString('en-US')} `);
});

test('leagues: the level filter reloads with ?level= and counts what it finds', async ({ page }) => {
  await page.goto('/leagues');
  const form = page.getByRole('search', { name: 'Filter leagues' });
  await form.getByLabel('Level').selectOption('junior');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/leagues\?.*level=junior/);
  await expect(form.getByLabel('Level')).toHaveValue('junior');
  const expected = await total(page, '/api/leagues?level=junior&limit=1');
  await expect(page.getByTestId('result-count')).toHaveText(`${expected} ${expected === 1 ? 'league' : 'leagues'} found`);
});

test('teams: a search reloads with ?search= and lists the teams it finds', async ({ page }) => {
  await page.goto('/teams');
  const form = page.getByRole('search', { name: 'Filter teams' });
  await form.getByLabel('Search').fill('toronto');
  await form.getByLabel('Sort by').selectOption('country');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/teams\?search=toronto&league=&country=&sort=country$/);
  await expect(form.getByLabel('Sort by')).toHaveValue('country');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Toronto/ })
      .first(),
  ).toBeVisible();
});

test('players: the position filter reloads with ?position= and keeps the team the page was opened with', async ({ page }) => {
  const [team] = await (await page.request.get('/api/teams?leagueId=1&limit=1')).json();
  await page.goto(`/players?team=${team.id}`);
  const form = page.getByRole('search', { name: 'Filter players' });
  await form.getByLabel('Position').selectOption('goalie');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/players\\?search=&team=${team.id}&country=&position=goalie$`));
  await expect(form.getByLabel('Position')).toHaveValue('goalie');
});
