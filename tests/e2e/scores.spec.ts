import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The browser's own calendar day shifted by `days`, as yyyy-MM-dd (what the page calls "today"). */
const localDay = (page: Page, days = 0) =>
  page.evaluate((d) => {
    const t = new Date();
    t.setDate(t.getDate() + d);
    return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  }, days);

const cards = (page: Page) => page.getByTestId('game-card');
const dateParam = (page: Page) => new URL(page.url()).searchParams.get('date');

test.describe('scores (requirements §2.14)', () => {
  test("shows today's NHL games by default with labels per status, and passes axe", async ({ page }) => {
    await page.goto('/scores');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hockey Scores' })).toBeVisible();
    await expect(page.getByLabel('League', { exact: true })).toHaveValue('1');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Games' })).toHaveAttribute('aria-busy', 'false');
    const labels = await page.getByTestId('game-status').allInnerTexts();
    // Every card reads Final (+/OT, /SO), Live + period, a start time with its zone (7:00 PM EST), or Scheduled.
    for (const label of labels)
      expect(label).toMatch(
        /^(Final(\/OT|\/SO)?|Live( · (1st|2nd|3rd|OT|\d+OT))?|\d{1,2}:\d{2}( [AP]M)? ([A-Z]{2,5}|GMT[+-]\d{1,2}(:\d{2})?)|Scheduled|Cancelled|Postponed)$/,
      );
    await expect(page.getByTestId('league-info')).toContainText('National Hockey League');
    await expect(page.getByTestId('league-info')).toContainText(`${await cards(page).count()} game`);
    await expect(page.getByRole('link', { name: 'View Standings' })).toHaveAttribute('href', '/standings?league=1');
    await expectNoSeriousA11yViolations(page);
  });

  test('previous/next day and Quick Navigation move the date in the URL', async ({ page }) => {
    await page.goto('/scores');
    const [today, tomorrow, yesterday] = [await localDay(page), await localDay(page, 1), await localDay(page, -1)];
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect.poll(() => dateParam(page)).toBe(tomorrow);
    await expect(page.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect.poll(() => dateParam(page)).toBe(yesterday);
    await page.getByRole('button', { name: 'Tomorrow' }).click();
    await expect.poll(() => dateParam(page)).toBe(tomorrow);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => dateParam(page)).toBe(today);
    await page.goBack();
    await expect.poll(() => dateParam(page)).toBe(tomorrow);
  });

  test('the date picker has a 2020–2030 year dropdown and picks a day', async ({ page }) => {
    await page.goto('/scores?date=2025-11-10');
    await page.getByRole('button', { name: /^Choose date, Monday, November 10, 2025/ }).click();
    const year = page.getByLabel('Year');
    await expect(year.locator('option')).toHaveText([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
    ]);
    await year.selectOption('2024');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Sunday, December 15, 2024' }).click();
    await expect.poll(() => dateParam(page)).toBe('2024-12-15');
    await expect(page.getByLabel('Year')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Choose date, Sunday, December 15, 2024/ })).toBeVisible();
  });

  test("the calendar's code loads on first use; the keyboard opens and closes it", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/scores?date=2025-11-10');
    await appReady(page);
    const button = page.getByRole('button', { name: /^Choose date, Monday, November 10, 2025/ });
    await expect(button).toBeVisible();
    expect(scripts.filter((u) => u.includes('date-picker-popover'))).toEqual([]);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Date picker' })).toBeVisible();
    expect(scripts.filter((u) => u.includes('date-picker-popover'))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Choose date, Monday, November 10, 2025/ })).toBeFocused();
  });

  test('the league filter switches between one league and All Leagues', async ({ page }) => {
    await page.goto('/scores');
    await expect(cards(page).first()).toBeVisible();
    const nhlCount = await cards(page).count();
    await page.getByLabel('League', { exact: true }).selectOption('all');
    await expect.poll(() => new URL(page.url()).searchParams.get('league')).toBe('all');
    await expect(page.getByTestId('league-info')).toHaveCount(0);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(nhlCount);
    const ahl = page.getByLabel('League', { exact: true }).locator('option', { hasText: 'American Hockey League' });
    await page.getByLabel('League', { exact: true }).selectOption((await ahl.getAttribute('value')) ?? '');
    await expect(page.getByTestId('league-info')).toContainText('American Hockey League');
    // A shared link restores the same view.
    await page.reload();
    await expect(page.getByTestId('league-info')).toContainText('American Hockey League');
  });

  // Issue 39 item 7: the card is a normal link in the same tab (it used to force a new one with target=_blank).
  test('a game card opens /game/{id} in the same tab; team names link to the team list', async ({ page }) => {
    await page.goto('/scores');
    await appReady(page);
    const card = cards(page).first();
    await expect(card).toBeVisible();
    const cardLink = card.locator('a[data-card-link]');
    await expect(cardLink).toHaveAttribute('href', /^\/game\/\d+$/);
    await expect(cardLink).not.toHaveAttribute('target');
    const teamLink = card.locator('a[href^="/teams?team="]').first();
    await expect(teamLink).toHaveAttribute('href', /^\/teams\?team=\d+$/);
    const pages = page.context().pages().length;
    await cardLink.click();
    await expect(page).toHaveURL(/\/game\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' at ');
    expect(page.context().pages()).toHaveLength(pages);
  });

  test('an empty day says No Games Found', async ({ page }) => {
    await page.goto('/scores?date=2030-07-04&league=1');
    await expect(page.getByRole('heading', { name: 'No Games Found' })).toBeVisible();
    await expect(page.getByTestId('league-info')).toContainText('0 games listed');
  });

  test('five skeleton cards while loading, then "Failed to fetch games" when the call fails', async ({ page }) => {
    // The first day arrives server-rendered; the next one is read by the browser.
    await page.goto('/scores');
    await appReady(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/games?*', async (route) => {
      await gate;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByRole('region', { name: 'Games' }).getByTestId('skeleton')).not.toHaveCount(0);
    await expect(page.locator('section[aria-label="Games"] > div > div')).toHaveCount(5);
    release();
    await expect(page.getByRole('heading', { name: 'Failed to fetch games' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch games' })).toContainText(
      'Something went wrong on our side. Try again in a moment.',
    );
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the date button is named by the date it shows (issue 28: label-content-name-mismatch)', async ({ page }) => {
    await page.goto('/scores?date=2025-11-10');
    await appReady(page);
    const button = page.getByRole('button', { name: /^Choose date, / });
    // What a sighted user reads on the button (the short date) is inside its name, after the hidden verb.
    await expect(button.getByText('Mon, Nov 10, 2025', { exact: true })).toBeVisible();
    await expect(button.getByText('Monday, November 10, 2025')).toBeHidden();
    await expect(button).toHaveAccessibleName('Choose date, Mon, Nov 10, 2025');
  });
});
