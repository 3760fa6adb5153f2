import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInAs } from './support/auth';

// Grouped screens load several pages of data per test on a shared embedded database: roomier budget.
test.describe.configure({ timeout: 60_000 });

const group = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\s*\\d`) });

test('headline counts, team groups from the server, members on open', async ({ page }) => {
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Player Directory' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Players', { exact: true })).toBeVisible();
  // The page opens with players visible: the first team's group is open, the others closed until clicked.
  const groups = page.getByRole('tabpanel').locator('button[aria-expanded]');
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(groups.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/Showing 50 of \d+ teams/)).toBeVisible();
  await groups.nth(1).click();
  await expect(groups.nth(1)).toHaveAttribute('aria-expanded', 'true');
  const card = page.getByTestId('player-card').first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\d'\d+" \(\d+\scm\)/);
  await expect(card).toContainText(/\d+\slbs \(\d+\skg\)/);
  // Rows now (issue 19): the measurements are columns of the players table.
  await expect(page.getByRole('columnheader', { name: 'Age' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('?team= preselects the team by name and opens its only group', async ({ page }) => {
  const team = await (await page.request.get('/api/teams/1')).json();
  await page.goto('/players?team=1');
  await expect(page.getByRole('combobox', { name: 'Team', exact: true })).toHaveValue(team.name);
  const groups = page.getByRole('tabpanel').locator('button[aria-expanded]');
  await expect(groups).toHaveCount(1);
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('player-card').first()).toBeVisible();
});

test('team picker: type to search on the server, pick with the keyboard, clear with ×', async ({ page }) => {
  await page.goto('/players');
  const picker = page.getByRole('combobox', { name: 'Team', exact: true });
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Type to search all \d+ teams/)).toBeVisible();
  const searched = page.waitForRequest((r) => r.url().includes('/api/teams?search=winn'));
  await picker.pressSequentially('winn');
  await searched;
  const options = page.getByRole('listbox', { name: 'Team' }).getByRole('option');
  await expect(options.first()).toContainText('Winnipeg Jets');
  await picker.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(picker).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await picker.press('Enter');
  await expect(page).toHaveURL(/team=\d+/);
  await expect(picker).toHaveValue('Winnipeg Jets');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  const groups = page.getByRole('tabpanel').locator('button[aria-expanded]');
  await expect(groups).toHaveCount(1);
  await expect(groups.first()).toHaveAccessibleName(/^Winnipeg Jets/);
  await expectNoSeriousA11yViolations(page);
  // Escape closes the list and puts the chosen name back.
  await picker.click();
  // A hyphen: the names other specs create end in base-36 stamps, which once held "zzz" (support/admin.ts unique).
  await picker.pressSequentially('no-such-team');
  await expect(page.getByText('No teams match “no-such-team”.')).toBeVisible();
  await picker.press('Escape');
  await expect(picker).toHaveValue('Winnipeg Jets');
  await page.getByRole('button', { name: 'Clear team' }).click();
  await expect(page).not.toHaveURL(/team=/);
  await expect(picker).toHaveValue('');
  await expect(picker).toBeFocused();
});

test('By Country opens United States and Canada; By Position lists the five positions', async ({ page }) => {
  await page.goto('/players?tab=country');
  await expect(group(page, 'United States')).toHaveAttribute('aria-expanded', 'true');
  await expect(group(page, 'Canada')).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('tab', { name: 'By Position' }).click();
  for (const p of ['Center', 'Left Wing', 'Right Wing', 'Defense', 'Goalie']) await expect(group(page, p)).toBeVisible();
  await page.getByRole('search', { name: 'Filter players' }).getByLabel('Position').selectOption('goalie');
  await expect(page).toHaveURL(/position=goalie/);
  await expect(page.getByRole('tabpanel').locator('button[aria-expanded]')).toHaveCount(1);
  await expect(page.getByTestId('player-card').first()).toContainText('Goalie');
});

test('All Players pages with Load more', async ({ page }) => {
  await page.goto('/players?tab=all');
  await expect(page.getByTestId('player-card')).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('player-card')).toHaveCount(48);
});

test('no match shows No Players Found; the player page and its not-found state', async ({ page }) => {
  await page.goto('/players?search=zzqqxx');
  await expect(page.getByRole('heading', { name: 'No Players Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByRole('tab', { name: 'All Players' }).click();
  // The By Team tab opens its first group, so its cards are on screen until the All tab's list replaces them.
  await expect(page).toHaveURL(/tab=all/);
  await expect(page.getByTestId('player-card')).toHaveCount(24);
  const first = page.getByTestId('player-card').first().getByRole('link').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Measurements')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/player/999999');
  await expect(page.getByRole('heading', { name: 'Player Not Found' })).toBeVisible();
});

test('the Teams count leaves out free agents even when their group is beyond the first page of groups', async ({ page }) => {
  await signInAs(page);
  const player = await (
    await page.request.post('/api/players', { data: { firstName: 'Free', lastName: `Goalie${Date.now()}`, position: 'G' } })
  ).json();
  try {
    const groups = await page.request.get('/api/facets/players?by=team&position=goalie&limit=1');
    const withFreeAgents = Number(groups.headers()['x-total-count']);
    expect(withFreeAgents).toBeGreaterThan(50);
    await page.goto('/players?position=goalie');
    await expect(page.locator('dl div').filter({ hasText: 'Teams' }).locator('dd')).toHaveText(
      (withFreeAgents - 1).toLocaleString('en-US'),
    );
  } finally {
    await page.request.delete(`/api/players/${player.id}`);
  }
});

test('the Teams count is 1 for /players?team=, also with a position filter (not "—")', async ({ page }) => {
  const teamsCount = page.locator('dl div').filter({ hasText: 'Teams' }).locator('dd');
  await page.goto('/players?team=1');
  await expect(teamsCount).toHaveText('1');
  await page.goto('/players?team=1&position=defense');
  await expect(teamsCount).toHaveText('1');
  await expect(page.locator('dl div').filter({ hasText: 'Players' }).locator('dd')).toHaveText(/^[1-9]\d*$/);
});

test('free agents and players without a country are listed in "Free Agents" / "Unknown Country"', async ({ page }) => {
  await signInAs(page);
  const lastName = `Nomad${Date.now()}`;
  const player = await (await page.request.post('/api/players', { data: { firstName: 'Free', lastName, position: 'D' } })).json();
  try {
    await page.goto(`/players?search=${lastName}`);
    const groups = page.getByRole('tabpanel').locator('button[aria-expanded]');
    await expect(groups).toHaveCount(1);
    await expect(groups.first()).toHaveAccessibleName(/^Free Agents\s*1$/);
    await expect(groups.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('player-card')).toContainText(`Free ${lastName}`);
    await page.getByRole('tab', { name: 'By Country' }).click();
    await expect(groups.first()).toHaveAccessibleName(/^Unknown Country\s*1$/);
    await expect(page.getByTestId('player-card')).toContainText('No current team');
  } finally {
    await page.request.delete(`/api/players/${player.id}`);
  }
});
