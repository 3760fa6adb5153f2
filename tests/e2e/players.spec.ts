import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Grouped screens load several pages of data per test on a shared embedded database: roomier budget.
test.describe.configure({ timeout: 60_000 });

const group = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\s*\\d`) });

test('headline counts, team groups from the server, members on open', async ({ page }) => {
  await page.goto('/players');
  await expect(page.getByRole('heading', { name: 'Player Directory' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Players', { exact: true })).toBeVisible();
  const groups = page.getByRole('tabpanel').locator('button[aria-expanded]');
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/Showing 50 of \d+ teams/)).toBeVisible();
  await groups.first().click();
  const card = page.getByTestId('player-card').first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\d'\d+" \(\d+ cm\)/);
  await expect(card).toContainText(/\d+ lbs \(\d+ kg\)/);
  await expect(card.getByText('Age')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('?team= preselects the team and opens its only group', async ({ page }) => {
  await page.goto('/players?team=1');
  await expect(page.getByRole('search', { name: 'Filter players' }).getByLabel('Team')).toHaveValue('1');
  const groups = page.getByRole('tabpanel').locator('button[aria-expanded]');
  await expect(groups).toHaveCount(1);
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('player-card').first()).toBeVisible();
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
  const first = page.getByTestId('player-card').first().getByRole('heading').getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Measurements')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/player/999999');
  await expect(page.getByRole('heading', { name: 'Player Not Found' })).toBeVisible();
});
