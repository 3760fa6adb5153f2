import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expectNoSeriousA11yViolations } from './support/axe';
import { clippedTexts } from './support/columns';

test.describe.configure({ timeout: 60_000 });

/** The browser's own calendar day shifted by `days`, as yyyy-MM-dd. */
const localDay = (page: Page, days: number) =>
  page.evaluate((d) => {
    const t = new Date();
    t.setDate(t.getDate() + d);
    return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  }, days);

const cards = (page: Page) => page.getByTestId('game-card');

/**
 * The latest day before today whose NHL games (six or more) are all final. Not simply yesterday: between midnight UTC
 * and the end of a North American evening, yesterday's games are still under way (a CI run at 00:04 UTC found two).
 */
async function finalsDay(page: Page): Promise<string> {
  for (let back = 1; back <= 14; back++) {
    const day = await localDay(page, -back);
    const games = (await (await page.request.get(`/api/games?date=${day}&leagueId=1&limit=100`)).json()) as Array<{ status: string }>;
    if (games.length >= 6 && games.every((g) => g.status === 'final')) return day;
  }
  throw new Error('no day of the last two weeks with six NHL games, all final');
}

// Issue 28: scores on a phone read like a sports site's: dense cards with records, shots and scorers.
for (const width of [375, 1280]) {
  test(`a recent day's NHL finals at ${width} px: records, shots and scorers; axe clean; nothing scrolls sideways`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto('/scores');
    await page.goto(`/scores?date=${await finalsDay(page)}&league=1`);
    await appReady(page);
    const finals = cards(page).filter({ has: page.getByTestId('game-status').getByText(/^Final/) });
    await expect(finals.first()).toBeVisible();
    const first = finals.first();
    await expect(first.getByTestId('team-record')).toHaveCount(2);
    for (const record of await first.getByTestId('team-record').allInnerTexts()) expect(record).toMatch(/^\d+-\d+-\d+(-\d+)?$/);
    await expect(first.getByTestId('game-shots')).toHaveText(/^SOG \d+–\d+$/);
    await expect(first.getByTestId('game-scorers')).toHaveText(/^Goals: .+; .+$/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath(`scores-${width}.png`), fullPage: width === 375 });
    for (const w of [320, 375, 768, 1280, 1440]) {
      await page.setViewportSize({ width: w, height: 812 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${w} px`)
        .toBeLessThanOrEqual(0);
    }
  });
}

test('a 375 × 812 phone screen holds at least six game cards', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/scores');
  await page.goto(`/scores?date=${await finalsDay(page)}&league=1`);
  await appReady(page);
  await expect(cards(page).nth(5)).toBeVisible();
  // Finals are the tallest cards (their scorers line): a screen from the first card's top holds six.
  const boxes = await cards(page).evaluateAll((els) => els.slice(0, 6).map((e) => e.getBoundingClientRect()));
  expect(boxes[5]!.bottom - boxes[0]!.top).toBeLessThanOrEqual(812);
});

// A card prints each team's whole name at every width: wrapped on a phone, never cut to "Wilkes-Barre/Scranton Pen…".
for (const width of [320, 375, 1280]) {
  test(`the longest team name is whole on its final's card at ${width} px, clear of the status`, async ({ page, request }, info) => {
    const [team] = (await (await request.get('/api/teams?search=Wilkes-Barre')).json()) as Array<{ id: number; name: string }>;
    const [game] = (await (await request.get(`/api/games?teamId=${team!.id}&status=final&order=desc&limit=1`)).json()) as Array<{
      gameDate: string;
      league: { id: number };
    }>;
    await page.setViewportSize({ width, height: 812 });
    // The scores page lists a day's games by their schedule date (the venue's day).
    await page.goto(`/scores?date=${game!.gameDate}&league=${game!.league.id}`);
    await appReady(page);
    const card = cards(page).filter({ has: page.getByRole('link', { name: team!.name, exact: true }) });
    await expect(card).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`long-name-${width}.png`) });

    const teamLinks = cards(page).locator('a[href^="/teams"]');
    expect(await clippedTexts(teamLinks, '[data-testid=game-card]'), 'team names cut on their cards').toEqual([]);
    // Every line of the long name ends before the status column.
    const [nameRight, statusLeft] = await card.evaluate((c, name) => {
      const link = [...c.querySelectorAll('a')].find((a) => a.textContent === name)!;
      return [
        Math.max(...[...link.getClientRects()].map((r) => r.right)),
        c.querySelector('[data-testid=game-status]')!.getBoundingClientRect().left,
      ];
    }, team!.name);
    expect(nameRight).toBeLessThanOrEqual(statusLeft);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no sideways scroll')
      .toBeLessThanOrEqual(0);
  });
}
