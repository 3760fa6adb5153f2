import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { latestNhlFinal } from './support/demo-games';
import { searchFindsTeam } from './support/search-form';

// Issue 28 item 11: without JavaScript the server-rendered pages are the site: the sign-in page's
// form signs in, and the search forms search.
test.describe.configure({ timeout: 60_000 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('the sign-in form: a wrong password comes back with the message, the right one lands on next, signed in', async ({ page }) => {
    await page.goto('/api/login?next=%2Fstandings');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/api\/login\?error=invalid-credentials&next=%2Fstandings$/);
    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail or password');

    await form.getByLabel('E-mail').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/standings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    expect((await page.context().cookies()).some((c) => c.name === 'hd_session')).toBe(true);
  });

  test('the sign-in form sent empty comes back asking for both fields', async ({ page }) => {
    await page.goto('/api/login');
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/error=sign-in-incomplete/);
    await expect(page.getByRole('alert')).toHaveText('Enter a valid e-mail address and your password.');
  });

  test('the register form is a link away, and registering signs the new account in on next', async ({ page }) => {
    await page.goto('/api/login?next=%2Fplayers');
    await page.getByRole('link', { name: 'No account yet? Register' }).click();
    await expect(page).toHaveURL(/\/api\/login\?tab=register&next=%2Fplayers$/);
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Nojs');
    await form.getByLabel('Last name').fill('Fan');
    await form.getByLabel('E-mail').fill(`nojs-${Date.now()}@example.com`);
    await form.getByLabel('Password').fill('rink-side-9 zamboni');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/players$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test("the header's search box and the results page's form both search", async ({ page }) => {
    await page.goto('/teams');
    const box = page.getByRole('combobox', { name: /Search players, teams/ });
    await expect(box).toBeEnabled();
    await box.fill('toronto');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=toronto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “toronto”' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /^Teams/ })
        .getByRole('link', { name: /Toronto/ })
        .first(),
    ).toBeVisible();

    await searchFindsTeam(page, 'calgary');
  });

  test('links on a server-rendered page work and nothing on it is disabled', async ({ page }) => {
    await page.goto('/standings');
    await expect(page.locator('[data-shell] :disabled')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team Directory' })).toBeVisible();
  });
});

test('with JavaScript, what is typed in the header search before the app takes over is kept', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Hold the app's code until the typing is done, as a slow connection would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/teams');
  const box = page.getByRole('combobox', { name: /Search players, teams/ });
  await box.fill('calg');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(box).toHaveValue('calg');
  await expect(box).toBeFocused();
  await expect(
    page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('option', { name: /Calgary/ })
      .first(),
  ).toBeVisible();
});

// Parts below the fold load their code after the page's (lib/deferred-part.tsx): the server still
// renders them, so the HTML carries a final game's box score and a team's roster.
test.describe('deferred parts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a final game's box score and a team's roster are in the server's HTML", async ({ page }) => {
    const game = await latestNhlFinal(page.request);
    await page.goto(`/game/${game.id}`);
    await expect(page.getByTestId('box-score').getByRole('heading', { level: 2 })).toBeVisible();
    await page.goto(`/team/${game.homeTeam.id}`);
    await expect(page.getByTestId('roster-table').locator('tbody tr').first()).toBeVisible();
  });
});
