import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clippedTexts } from './support/columns';
import { latestNhlFinal } from './support/demo-games';
import { searchFindsTeam } from './support/search-form';
import { settledSideways } from './support/sideways';

// Issue 28 "Done when": each page fans land on fits every width from 320 to 1440 px without scrolling
// sideways, and axe finds nothing serious or critical at 375 and 1280 px. One load per axe width; the
// in-between widths are the same page resized (the layout is CSS, so a resize is what a reader sees).
test.describe.configure({ timeout: 120_000 });

type Named = { name: string; path: string | ((page: Page) => Promise<string>) };

const latestFinalPath = async (page: Page) => `/game/${(await latestNhlFinal(page.request)).id}`;

const PAGES: Named[] = [
  { name: 'home', path: '/' },
  { name: 'league overview', path: '/league/1' },
  { name: 'team overview', path: '/team/1' },
  { name: 'team stats', path: '/team/1?tab=stats' },
  { name: 'players', path: '/players' },
  { name: 'scores', path: '/scores' },
  { name: 'game', path: latestFinalPath },
  { name: 'standings', path: '/standings' },
  { name: 'facility', path: '/facility/1' },
  { name: 'search', path: '/search?q=tor' },
  // axe needs scripts to run (its checks wait on timers); the no-JavaScript sign-in below checks the widths.
  { name: 'sign-in', path: '/api/login' },
];

/**
 * Content past the screen's right edge that the page does not scroll to: a box that clips (the home
 * hero's `overflow-hidden`) hides it from `sideways`. Boxes that scroll sideways themselves (wide tables)
 * and drawings (SVG) are left out.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const cut: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el instanceof SVGElement || el.closest('svg') || !el.textContent?.trim()) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= edge) continue;
      let up = el.parentElement;
      while (up && up !== document.body && !scrolls(up)) up = up.parentElement;
      if (up && up !== document.body) continue;
      if (!el.parentElement || el.parentElement.getBoundingClientRect().right > edge) continue; // only the outermost
      cut.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 30)}" to ${Math.round(box.right)} px`);
    }
    return cut;
  });

/** Each width as the reader sees it once the resize has settled (support/sideways.ts). */
async function widthsFit(page: Page, widths: number[]) {
  const wider: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const extra = await settledSideways(page);
    if (extra > 0) wider.push(`${width} px: ${extra} px wider than the screen`);
    for (const what of await cutOff(page)) wider.push(`${width} px: ${what}, past the screen's edge`);
  }
  return wider;
}

for (const { name, path } of PAGES) {
  test(`${name}: no sideways scroll at 320–1440 px, no serious axe finding at 375 and 1280 px`, async ({ page }) => {
    const url = typeof path === 'string' ? path : await path(page);
    for (const [axeWidth, others] of [
      [375, [320]],
      [1280, [1440]],
    ] as const) {
      await page.setViewportSize({ width: axeWidth, height: 900 });
      await page.goto(url);
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(await widthsFit(page, [...others, axeWidth]), `${url} around ${axeWidth} px`).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('the team stats skater table fits its box at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/team/1?tab=stats');
  const box = page.getByRole('region', { name: /skaters$/ });
  await expect(box.getByRole('row').nth(1)).toBeVisible();
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('scores cards show a one-line status at 375 and 1280 px, and whole team names: on one line at 1280 px', async ({ page }) => {
  // The busiest recent NHL night: many teams, so names as long as "Columbus Blue Jackets" appear.
  const finals = (await (await page.request.get('/api/games?leagueId=1&status=final&limit=200&order=desc')).json()) as {
    gameDate: string;
  }[];
  const perDay = new Map<string, number>();
  for (const g of finals) perDay.set(g.gameDate, (perDay.get(g.gameDate) ?? 0) + 1);
  const [date] = [...perDay].sort((a, b) => b[1] - a[1])[0];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/scores?date=${date}`);
    const cards = page.getByTestId('game-card');
    await expect(cards.first()).toBeVisible();
    const wrapped = await page
      .getByTestId('game-status')
      .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height > 24).map((el) => el.textContent));
    expect(wrapped, `status wrapped at ${width} px`).toEqual([]);
    // A phone wraps the longest names ("Columbus Blue Jackets") beside record, score and status; none is cut.
    const names = cards.locator('a[href^="/teams"]');
    expect(await clippedTexts(names, '[data-testid=game-card]'), `names cut at ${width} px`).toEqual([]);
    if (width > 1000) {
      const twoLines = await names.evaluateAll((els) => els.filter((el) => el.getClientRects().length > 1).map((el) => el.textContent));
      expect(twoLines, `names on two lines at ${width} px`).toEqual([]);
    }
  }
});

// Inter is `font-display: optional`: on a slow first visit the page keeps the fallback font, wider
// than Inter, and the header's name pushed its buttons 8 px past a 320 px screen.
test('in the fallback font the header fits a 320 px phone', async ({ page }) => {
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto('/league/1');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.status === 'loaded'))).toBe(false);
  expect(await widthsFit(page, [320])).toEqual([]);
});

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('the header leads to a search form that searches', async ({ page }) => {
    await page.goto('/teams');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await searchFindsTeam(page, 'toronto');
  });

  test('sign-in: the working form, no sideways scroll at 320–1440 px', async ({ page }) => {
    await page.goto('/api/login');
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(await widthsFit(page, [320, 375, 1280, 1440])).toEqual([]);
  });
});
