import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready';
import { signInAs } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 39 item 7: the home's games lead with the NHL, then the other leagues, each in puck-drop order; "All
// scores" shows those games; the scores page lists a day by start instant; signing in keeps the home's data.
test.describe.configure({ timeout: 90_000 });
// A New York reader: the venues' clock strings ("7:30" Pacific, "7:00" Central) are out of order for them.
test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } });

type ApiGame = { id: number; startsAt: string | null; league: { name: string } | null };

const NHL = 'National Hockey League';
const byStart = (a: ApiGame, b: ApiGame) => Date.parse(a.startsAt ?? '') - Date.parse(b.startsAt ?? '') || a.id - b.id;
const leagueRank = (g: ApiGame) => (g.league?.name === NHL ? '' : (g.league?.name ?? '\uffff'));
const nhlThenStart = (a: ApiGame, b: ApiGame) =>
  leagueRank(a).localeCompare(leagueRank(b), 'en', { sensitivity: 'base', numeric: true }) || byStart(a, b);

/** The reader's today, as the page computes it (its calendar, not UTC's). */
const readerToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

const todaysGames = async (page: Page, date: string): Promise<ApiGame[]> =>
  (await page.request.get(`/api/games?date=${date}&limit=500`)).json();

const gameHrefs = (page: Page, scope = page.locator('body')) =>
  scope.locator('a[href^="/game/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('the home’s games: the NHL first, then the other leagues, each by puck drop; All scores shows today across leagues', async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  const date = await readerToday(page);
  const games = await todaysGames(page, date);
  const panel = page.getByRole('region', { name: 'Today’s games' });
  expect(games.length, 'the demo schedules games every day').toBeGreaterThan(1);
  const expected = [...games].sort(nhlThenStart).slice(0, 6);
  await expect.poll(() => gameHrefs(page, panel)).toEqual(expected.map((g) => `/game/${g.id}`));

  const all = panel.getByRole('link', { name: /All scores/ });
  await expect(all).toHaveAttribute('href', '/scores?league=all');
  await all.click();
  await expect(page).toHaveURL(/\/scores\?league=all$/);
  await expect(page.getByLabel('League', { exact: true })).toHaveValue('all');
  // Every one of today's games, in start order for this reader.
  await expect.poll(() => page.getByTestId('game-card').count()).toBe(games.length);
  expect(await gameHrefs(page, page.getByRole('region', { name: 'Games' }))).toEqual([...games].sort(byStart).map((g) => `/game/${g.id}`));
});

test('the scores page lists a day in start order, not by the venues’ local clock text', async ({ page }) => {
  await page.goto('/scores?league=all');
  await appReady(page);
  const date = await readerToday(page);
  const games = await todaysGames(page, date);
  await expect.poll(() => page.getByTestId('game-card').count()).toBe(games.length);
  const cards = page.getByTestId('game-card').locator('a[data-card-link]');
  expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    [...games].sort(byStart).map((g) => `/game/${g.id}`),
  );
});

test('signed in, the home keeps today’s games, the NHL standings and leaders', async ({ page }) => {
  await signInAs(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today’s games' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /NHL standings/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'NHL leaders' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jump back in' }).getByRole('link')).toHaveCount(6);
  await appReady(page);
  await expectNoSeriousA11yViolations(page);
});
