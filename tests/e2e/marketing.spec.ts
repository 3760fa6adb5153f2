import { expect, test } from '@playwright/test';
import { appReady } from './support/app-ready';
import { signInAs } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clippedTexts } from './support/columns';

// Full page loads on a shared CI machine: give each test room.
test.describe.configure({ timeout: 60_000 });

test.use({ viewport: { width: 1280, height: 900 } });

/** What a headline figure must read for a count: exact below 1,000, else rounded down to two figures ("21,000+"). */
const headline = (n: number) => {
  if (n < 1000) return String(n);
  const step = 10 ** (String(n).length - 2);
  const floor = Math.floor(n / step) * step;
  return `${floor.toLocaleString('en-US')}${floor === n ? '' : '+'}`;
};

test('landing: calls to action, figures from the data and the three featured-league cards', async ({ page }) => {
  const stats = await (await page.request.get('/api/stats')).json();
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/directory');
  await expect(main.getByRole('link', { name: 'Our Products' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
  // Issue 28: the hero's figures are the data's own counts, and no invented claims remain.
  for (const [label, key] of [
    ['Facilities', 'totalFacilities'],
    ['Leagues', 'totalLeagues'],
    ['Teams', 'totalTeams'],
    ['Players', 'totalPlayers'],
  ]) {
    const figure = main
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');
    await expect(figure).toHaveText(headline(stats[key]));
  }
  expect(stats.totalPlayers).toBeGreaterThan(1000);
  await expect(main).toContainText(`in ${stats.countriesWithFacilities} countries`);
  for (const claim of ['15,000', '100,000', 'new facilities this month', '502 active leagues', 'every month'])
    await expect(main.getByText(claim)).toHaveCount(0);
  await expect(
    main.getByRole('heading', { level: 3 }).filter({ hasText: /^(Elite Professional|Development Programs|Emerging Markets)$/ }),
  ).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('link', { name: 'Start Exploring' }).click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hockey Directory' })).toBeVisible();
});

test('landing: today’s games with their scores, and the NHL standings and leaders, all from the data', async ({ page }) => {
  const today = await (await page.request.get(`/api/games?date=${new Date().toISOString().slice(0, 10)}&limit=500`)).json();
  const standings = await (await page.request.get('/api/standings?leagueId=1')).json();
  const leaders = await (await page.request.get('/api/leaders?leagueId=1')).json();
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Today’s games' });
  if (today.length === 0) await expect(panel).toContainText('No games today');
  else {
    await expect(panel.locator('a[href^="/game/"]')).toHaveCount(Math.min(6, today.length));
    const first = await panel.locator('a[href^="/game/"]').first().getAttribute('href');
    const game = today.find((g: { id: number }) => `/game/${g.id}` === first);
    expect(game, 'the panel shows games of today').toBeTruthy();
    if (game.status === 'live' || game.status === 'final')
      await expect(panel.locator(`a[href="${first}"]`)).toContainText(`${game.awayScore}`);
  }
  const table = page.getByRole('table', { name: /NHL standings/ });
  await expect(table.getByRole('row')).toHaveCount(1 + Math.min(8, standings.rows.length));
  await expect(table.getByRole('row').nth(1)).toContainText(standings.rows[0].team.name);
  await expect(table.getByRole('row').nth(1)).toContainText(String(standings.rows[0].points));
  const points = leaders.categories.find((c: { stat: string }) => c.stat === 'points').leaders[0];
  await expect(page.getByRole('link', { name: new RegExp(`${points.firstName} ${points.lastName}`) }).first()).toHaveAttribute(
    'href',
    `/player/${points.playerId}`,
  );
  await expect(page.getByRole('link', { name: 'Full standings' })).toHaveAttribute('href', '/standings');
  await expectNoSeriousA11yViolations(page);
});

// On a phone the hero's games panel fits the screen (at 320 px it was 341 px wide, its right side cut off by the
// hero) and prints each team's whole name, wrapped where there is no room for it on one line.
for (const width of [320, 375]) {
  test(`landing at ${width} px: today’s games fit the screen with every name whole`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto('/');
    await appReady(page);
    const panel = page.getByRole('region', { name: 'Today’s games' });
    await expect(panel.getByRole('link', { name: /All scores/ })).toBeVisible();
    await expect(panel.getByRole('list').or(panel.getByText(/No games today|could not be loaded/))).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`home-games-${width}.png`) });
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width, 'the panel’s right edge').toBeLessThanOrEqual(width);
    expect(await clippedTexts(panel.locator('li span:not(:has(*))'), 'li'), 'texts cut in the rows').toEqual([]);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

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
  const stats = await (await page.request.get('/api/stats')).json();
  const figures = page.getByRole('region', { name: 'Directory figures' });
  for (const [label, key] of [
    ['Countries', 'countriesWithFacilities'],
    ['Cities', 'citiesWithFacilities'],
    ['Facilities', 'totalFacilities'],
    ['Leagues', 'totalLeagues'],
  ]) {
    expect(stats[key]).toBeGreaterThan(0);
    await expect(
      figures
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd'),
    ).toHaveText(headline(stats[key]));
  }
  for (const claim of ['50+', '24/7', 'Languages']) await expect(page.getByRole('main').getByText(claim, { exact: true })).toHaveCount(0);
  for (const text of ['North America', 'Europe', 'Emerging Markets']) {
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
