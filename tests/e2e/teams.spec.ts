import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Grouped screens load several pages of data per test on a shared embedded database: roomier budget.
test.describe.configure({ timeout: 60_000 });
import { signInAs } from './support/auth';

const group = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\s*\\d`) });
const groupButtons = (page: Page) => page.getByRole('tabpanel').getByRole('button', { expanded: true });

test('By League: the National Hockey League comes first and starts open', async ({ page }) => {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Team Directory' })).toBeVisible();
  const first = page.getByRole('tabpanel').locator('button[aria-expanded]').first();
  await expect(first).toHaveAccessibleName(/^National Hockey League\s*32$/);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('team-card')).toHaveCount(32);
  const card = page.getByTestId('team-card').first();
  await expect(card.getByRole('link', { name: /^Roster of/ })).toHaveAttribute('href', /\/players\?team=\d+/);
  await expect(card.getByRole('link', { name: /^Standings of/ })).toHaveAttribute('href', '/standings?league=1');
  await expect(group(page, 'American Hockey League')).toHaveAttribute('aria-expanded', 'false');
  await group(page, 'American Hockey League').click();
  await expect(page.getByTestId('team-card')).toHaveCount(32 + 32);
  await expectNoSeriousA11yViolations(page);
});

test('By Country opens United States and Canada; By Level opens Professional', async ({ page }) => {
  await page.goto('/teams');
  await page.getByRole('tab', { name: 'By Country' }).click();
  await expect(group(page, 'United States')).toHaveAttribute('aria-expanded', 'true');
  await expect(group(page, 'Canada')).toHaveAttribute('aria-expanded', 'true');
  await expect(groupButtons(page)).toHaveCount(2);
  await page.getByRole('tab', { name: 'By Level' }).click();
  await expect(page).toHaveURL(/tab=level/);
  await expect(group(page, 'Professional')).toHaveAttribute('aria-expanded', 'true');
  await expect(group(page, 'Junior')).toHaveAttribute('aria-expanded', 'false');
  await expect(group(page, 'College')).toBeVisible();
  // Inside Professional, the NHL is listed first and open.
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(/^National Hockey League/);
});

test('?league= preselects the league filter', async ({ page }) => {
  await page.goto('/teams?league=1');
  await expect(page.getByRole('search', { name: 'Filter teams' }).getByLabel('League')).toHaveValue('1');
  await expect(page.getByRole('tabpanel').locator('button[aria-expanded]')).toHaveCount(1);
  await expect(page.getByTestId('team-card')).toHaveCount(32);
});

test("?team= opens the team's group, highlights the card and scrolls to it", async ({ page }) => {
  const [team] = await (await page.request.get('/api/teams?search=Manitoba%20Bisons')).json();
  await page.goto(`/teams?team=${team.id}`);
  const card = page.locator(`[data-team-id="${team.id}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toBeInViewport();
  await expect(group(page, team.league.name)).toHaveAttribute('aria-expanded', 'true');
});

test('search narrows the groups; no match shows No Teams Found', async ({ page }) => {
  await page.goto('/teams');
  const form = page.getByRole('search', { name: 'Filter teams' });
  await form.getByLabel('Search').fill('Winnipeg');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=Winnipeg/);
  await expect(page.getByTestId('team-card').filter({ hasText: 'Winnipeg Jets' })).toBeVisible();
  await page.goto('/teams?search=zzqqxx');
  await expect(page.getByRole('heading', { name: 'No Teams Found' })).toBeVisible();
});

test('team page: quick stats, tabs, real roster and games', async ({ page }) => {
  await page.goto('/team/1');
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  expect(name).toBeTruthy();
  const stats = page.getByRole('complementary', { name: 'Team information' });
  for (const label of ['Founded', 'League', 'City', 'Venue']) await expect(stats.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent Games' }).getByRole('link').first()).toHaveAttribute('href', /\/game\/\d+/);
  await page.getByRole('tab', { name: 'Roster' }).click();
  await expect(page).toHaveURL(/tab=roster/);
  const rows = page.getByTestId('roster-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/\d'\d+" \(\d+\scm\)/);
  await expect(rows.first()).toContainText(/\d+\slbs/);
  await expect(page.getByText('Roster information coming soon')).toHaveCount(0);
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/player\/\d+/);
  await expectNoSeriousA11yViolations(page);
});

test('a team without players says "Roster information coming soon"; a missing team shows Team Not Found', async ({ page }) => {
  await signInAs(page);
  const res = await page.request.post('/api/teams', { data: { name: `Empty Roster Club ${Date.now()}`, city: 'Nowhere' } });
  expect(res.status()).toBe(201);
  const team = await res.json();
  await page.goto(`/team/${team.id}?tab=roster`);
  await expect(page.getByText('Roster information coming soon')).toBeVisible();
  await page.request.delete(`/api/teams/${team.id}`);

  await page.goto('/team/999999');
  await expect(page.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Teams' }).click();
  await expect(page).toHaveURL(/\/teams$/);
});

test('teams without a league or country get a "No League" / "No Country" group, listed last', async ({ page }) => {
  await signInAs(page);
  const name = `Leagueless Club ${Date.now()}`;
  const team = await (await page.request.post('/api/teams', { data: { name, city: 'Nowhere' } })).json();
  try {
    await page.goto('/teams');
    const groups = page.getByRole('tabpanel').locator('button[aria-expanded]');
    await expect(groups.last()).toHaveAccessibleName(/^No League\s*\d+$/);
    await groups.last().click();
    await expect(page.locator(`[data-team-id="${team.id}"]`)).toBeVisible();
    await page.getByRole('tab', { name: 'By Country' }).click();
    await expect(groups.last()).toHaveAccessibleName(/^No Country\s*\d+$/);
    await groups.last().click();
    await expect(page.locator(`[data-team-id="${team.id}"]`)).toBeVisible();
    // By Level: unmatched (here: missing) leagues count as Professional, where "No League" nests last.
    await page.getByRole('tab', { name: 'By Level' }).click();
    await expect(page.getByRole('heading', { level: 3 }).last()).toHaveText(/^No League/);
    // ?team= finds it in its group too.
    await page.goto(`/teams?team=${team.id}`);
    await expect(page.locator(`[data-team-id="${team.id}"]`)).toHaveAttribute('aria-current', 'true');
  } finally {
    await page.request.delete(`/api/teams/${team.id}`);
  }
});
