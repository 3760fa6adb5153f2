import { expect, test, type Page } from '@playwright/test';
import { signInAs, signInAsNewUser } from './support/auth';
import { appReady } from './support/app-ready';
import { expectNoSeriousA11yViolations } from './support/axe';

// Full page loads on a shared CI machine: give each test room.
test.describe.configure({ timeout: 60_000 });

const PUBLIC_ROUTES = [
  '/',
  '/directory',
  '/products',
  '/facilities',
  '/leagues',
  '/league/1',
  '/teams',
  '/team/1',
  '/players',
  '/standings',
  '/scores',
  '/game/1',
  '/help',
  '/search?q=ca',
];
const SIGNED_IN_EXTRA = ['/admin', '/ad-settings', '/ad-test'];

const notFound = (page: Page) => page.getByRole('heading', { name: '404 Page Not Found' });

/** Loads a path and waits for its (lazy) screen: the first heading inside <main>. */
async function open(page: Page, path: string) {
  const res = await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  return res;
}

test.describe('route tables (requirements §2.1)', () => {
  // Many pages, each with an axe pass.
  test.describe.configure({ timeout: 180_000 });

  test('signed-out visitors get every public route, and / is the landing page', async ({ page }) => {
    for (const path of PUBLIC_ROUTES) {
      const res = await open(page, path);
      expect(res?.status(), path).toBe(200);
      await expect(notFound(page), path).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    await open(page, '/');
    await expect(page.getByRole('link', { name: 'Start Exploring' })).toBeVisible();
    await expect(page.getByText('Welcome back')).toHaveCount(0);
  });

  test('signed-in users get / as their home plus the admin and ad routes', async ({ page }) => {
    await signInAs(page);
    await open(page, '/');
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Exploring' })).toHaveCount(0);
    for (const path of ['/directory', '/products', ...SIGNED_IN_EXTRA]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(notFound(page), path).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('plural and singular detail paths answer with the same screen', async ({ page }) => {
    for (const [a, b] of [
      ['/league/1', '/leagues/1'],
      ['/game/1', '/games/1'],
    ]) {
      expect((await open(page, a))?.status()).toBe(200);
      const headingA = await page.locator('main h1').first().textContent();
      expect((await open(page, b))?.status()).toBe(200);
      await expect(notFound(page)).toHaveCount(0);
      await expect(page.locator('main h1').first()).toHaveText(headingA ?? '');
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('an unknown path keeps the navigation and footer around the 404 view, with status 404', async ({ page }) => {
    const res = await page.goto('/this/is/not/a/page');
    expect(res?.status()).toBe(404);
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('global hub for hockey facilities, leagues, teams and players');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('top navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const current = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');

  test('highlights Home only on exactly / and the others by path prefix', async ({ page }) => {
    test.setTimeout(90_000);
    const cases: [string, string][] = [
      ['/', 'Home'],
      ['/facilities', 'Facilities'],
      ['/leagues', 'Leagues'],
      ['/league/1', 'Leagues'],
      ['/teams', 'Teams'],
      ['/team/1', 'Teams'],
      ['/players', 'Players'],
      ['/standings', 'Standings'],
      ['/scores', 'Scores'],
    ];
    for (const [path, label] of cases) {
      await open(page, path);
      await expect(current(page), path).toHaveCount(1);
      await expect(current(page), path).toHaveText(label);
    }
    await open(page, '/directory');
    await expect(current(page)).toHaveCount(0);
  });

  test('links navigate inside the app, and signed-out visitors see Sign In', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Standings' }).click();
    // /standings alone opens on the NHL's current table and writes that selection into the address.
    await expect(page).toHaveURL(/\/standings(\?.*)?$/);
    await expect(nav.getByRole('link', { name: 'Standings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
      'href',
      /^\/api\/login\?next=%2Fstandings(%3F|$)/,
    );
    await expect(page.getByPlaceholder('Search players, teams...')).toBeVisible();
  });
});

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens with every link, search and Sign In / Register, and closes on navigation', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'Facilities', 'Leagues', 'Teams', 'Players', 'Standings', 'Scores', 'Directory', 'Products']);
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByPlaceholder('Search players, teams...')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In / Register' })).toHaveAttribute('href', /^\/api\/login/);
    await expectNoSeriousA11yViolations(page);

    await drawer.getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a menu opened while the next screen is still loading stays open when it arrives', async ({ page }) => {
    await open(page, '/');
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/teams-page-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Teams' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    release();
    // A CSS locator: the open (modal) menu hides the page from the accessibility tree.
    await expect(page.locator('main h1', { hasText: 'Team Directory' })).toBeVisible();
    await expect(drawer).toBeVisible();
  });

  test('Sign In / Register is a full navigation to the sign-in page', async ({ page }) => {
    await open(page, '/players');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Sign In / Register' }).click();
    await expect(page).toHaveURL(/\/api\/login\?next=%2Fplayers$/);
    await expect(page.getByRole('heading', { name: 'Sign in or create an account' })).toBeVisible();
  });

  test('signed-in users see their account and Log out instead of Sign In', async ({ page }) => {
    await signInAs(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('admin@e2e.local')).toBeVisible();
    // A POST form (issue #15): a GET /api/logout from an image must not sign out.
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In / Register' })).toHaveCount(0);
  });
});

test.describe('avatar menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows name, e-mail, Admin Dashboard and Log out for an admin', async ({ page }) => {
    await signInAs(page);
    await open(page, '/');
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: /account menu/i }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('admin@e2e.local');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('has no Admin Dashboard link for a non-admin user', async ({ page }) => {
    const email = await signInAsNewUser(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'FT: account menu for Fan Tester' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Fan Tester');
    await expect(menu).toContainText(email);
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});

test.describe('scroll position', () => {
  test('opening another address starts at the top, not where the previous page was scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/players');
    await expect(page.getByRole('tabpanel').locator('button[aria-expanded]').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Directory' })).toBeVisible();
    await expect(page.getByRole('tabpanel').locator('button[aria-expanded]').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back returns to where the previous page was scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await appReady(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // The header is sticky: clicking it does not scroll the page first.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leagues' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Leagues/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  });
});

test('a screen whose code fails to load shows an error inside the layout; the header still navigates', async ({ page }) => {
  await page.route(/\/assets\/help-page-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
  const failed = page.getByRole('heading', { name: 'This page could not be loaded' });
  await expect(failed).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Directory' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  // Reload fetches the page anew, now that its code is served again.
  await page.goBack();
  await expect(failed).toBeVisible();
  await page.unroute(/\/assets\/help-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
});
