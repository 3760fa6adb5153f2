import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';

// Full page loads on a shared CI machine: give each test room.
test.describe.configure({ timeout: 60_000 });

test.use({ viewport: { width: 1280, height: 900 } });

test('landing: calls to action, static figures and the three featured-league cards', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/directory');
  await expect(main.getByRole('link', { name: 'Our Products' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
  for (const figure of ['15,000', '500', '25,000', '100,000', '+127 new facilities this month', '502 active leagues']) {
    await expect(main.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(
    main.getByRole('heading', { level: 3 }).filter({ hasText: /^(Elite Professional|Development Programs|Emerging Markets)$/ }),
  ).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('link', { name: 'Start Exploring' }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hockey Directory' })).toBeVisible();
});

test('signed-in home: the live counts of /api/stats and six section cards', async ({ page }) => {
  await signInAs(page);
  const stats = await (await page.request.get('/api/stats')).json();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  for (const [label, key] of [
    ['Facilities', 'totalFacilities'],
    ['Leagues', 'totalLeagues'],
    ['Teams', 'totalTeams'],
    ['Players', 'totalPlayers'],
  ]) {
    const figure = page
      .getByRole('main')
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');
    await expect(figure).toHaveText(Number(stats[key] ?? 0).toLocaleString('en-US'));
  }
  expect(stats.totalTeams).toBeGreaterThan(0);
  const cards = page.getByRole('region', { name: 'Jump back in' }).getByRole('link');
  await expect(cards).toHaveCount(6);
  for (const href of ['/facilities', '/standings', '/players', '/teams', '/leagues', '/admin']) {
    await expect(cards.and(page.locator(`[href="${href}"]`))).toHaveCount(1);
  }
  await expect(cards.filter({ hasText: 'Admin and Tools' })).toContainText('add facilities, manage games, maintain league data');
  await expectNoSeriousA11yViolations(page);
});

test('directory: six categories with Explore buttons, static figures and featured regions', async ({ page }) => {
  await page.goto('/directory');
  const targets: [string, string][] = [
    ['Hockey Facilities', '/facilities'],
    ['Leagues & Competitions', '/leagues'],
    ['Teams Directory', '/teams'],
    ['Player Database', '/players'],
    ['League Standings', '/standings'],
    ['Products', '/products'],
  ];
  for (const [title, href] of targets) {
    await expect(page.getByRole('link', { name: `Explore ${title}` })).toHaveAttribute('href', href);
  }
  for (const text of ['140+', '2,000+', '50+', '24/7', 'North America', 'Europe', 'Emerging Markets']) {
    await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Browse Facilities' }).first()).toHaveAttribute('href', '/facilities');
  await expectNoSeriousA11yViolations(page);
});

test('products: external coaching board in a new tab, six products, three services, contact mailtos', async ({ page }) => {
  await page.goto('/products');
  for (const name of ['Open Coaching Board', 'Watch the demo']) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  const products = page.getByRole('region', { name: 'Our apps and platforms' }).getByRole('article');
  await expect(products).toHaveCount(6);
  await expect(products.filter({ hasText: 'Team Management Suite' })).toContainText('Starting at $29/month');
  await expect(products.filter({ hasText: 'Coaching Board' })).toContainText('Free, with Pro features');
  await expect(products.filter({ hasText: 'Facility Finder' })).toContainText('Free');
  await expect(page.getByRole('region', { name: 'Work with our team' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousA11yViolations(page);
});

test('footer: explore links, real support destinations and labelled social links', async ({ page }) => {
  await page.goto('/products');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('global hub for hockey facilities, leagues, teams and players');
  const expected: [string, string | RegExp][] = [
    ['Find Facilities', '/facilities'],
    ['Browse Leagues', '/leagues'],
    ['Team Directory', '/teams'],
    ['Player Search', '/players'],
    ['Live Standings', '/standings'],
    ['Help Center', '/help'],
    ['Contact Us', /^mailto:/],
    ['API Documentation', '/api/docs'],
    ['Submit Data', '/help#submit'],
    ['Report Issues', '/help#report'],
  ];
  for (const [name, href] of expected) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(footer.getByRole('link', { name: /^Hockey Directory on / })).toHaveCount(4);

  await footer.getByRole('link', { name: 'Report Issues' }).click();
  await expect(page).toHaveURL(/\/help#report$/);
  await expect(page.getByRole('heading', { name: 'Report Issues' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Submit Data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A real (full-page) link to the server's OpenAPI UI, not a client route.
  const docs = await page.request.get('/api/docs');
  expect(docs.status()).toBe(200);
  await footer.getByRole('link', { name: 'API Documentation' }).click();
  await expect(page).toHaveURL(/\/api\/docs/);
});
