import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { appReady } from './support/app-ready';
import { layoutShift, trackLayoutShift } from './support/layout-shift';

// Issue #18 item 4: times are instants. A game at 22:30 in Montréal (EST) is 7:30 PM for a Los Angeles
// reader and 5:30 AM the next morning for a Helsinki reader. Issue 28: the scores day is the schedule date
// (the venue's day, as leagues publish it), so both find it on Jan 15, each with their own time.
const DAY = '2031-01-15';
const NEXT = '2031-01-16';
let gameId = 0;

test.beforeAll(async ({ baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const [mtl] = (await (await admin.get('/api/teams?leagueId=1&search=Canadiens&limit=1')).json()) as Array<{
    id: number;
    name: string;
    homeVenueId: number;
  }>;
  const [tor] = (await (await admin.get('/api/teams?leagueId=1&search=Maple%20Leafs&limit=1')).json()) as Array<{ id: number }>;
  const venue = (await (await admin.get(`/api/facilities/${mtl.homeVenueId}`)).json()) as { timeZone: string | null };
  expect(venue.timeZone).toBe('America/Toronto');
  const created = await admin.post('/api/games', {
    data: { homeTeamId: mtl.id, awayTeamId: tor.id, venueId: mtl.homeVenueId, gameDate: DAY, gameTime: '22:30' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as { id: number; startsAt: string; timeZone: string };
  expect(game).toMatchObject({ startsAt: '2031-01-16T03:30:00.000Z', timeZone: 'America/Toronto' });
  gameId = game.id;
  await admin.dispose();
});

const card = (page: Page) => page.getByTestId('game-card').filter({ has: page.locator(`a[href="/game/${gameId}"]`) });

test.describe('a reader in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });

  test('sees the game on their Jan 15 at 7:30 PM PST, without a layout shift after hydration', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await trackLayoutShift(page);
    await page.goto(`/scores?date=${DAY}&league=1`);
    await appReady(page);
    await expect(card(page).getByTestId('game-status')).toHaveText('7:30 PM PST');
    expect(await layoutShift(page)).toBeLessThan(0.05);
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    const api = (await (await page.request.get(`/api/games?date=${DAY}&tz=America/Los_Angeles&leagueId=1`)).json()) as Array<{
      id: number;
    }>;
    expect(api.map((g) => g.id)).toContain(gameId);
  });
});

test.describe('a reader in Helsinki', () => {
  test.use({ timezoneId: 'Europe/Helsinki', locale: 'en-US' });

  test('finds it on its schedule date, Jan 15, at their 5:30 AM, not on Jan 16; the game page gives their date and time', async ({
    page,
  }) => {
    await page.goto(`/scores?date=${NEXT}&league=1`);
    await appReady(page);
    await expect(card(page)).toHaveCount(0);
    await page.goto(`/scores?date=${DAY}&league=1`);
    await appReady(page);
    await expect(card(page).getByTestId('game-status')).toHaveText('5:30 AM GMT+2');
    await page.goto(`/game/${gameId}`);
    await expect(page.getByTestId('game-date')).toHaveText('Thursday, January 16, 2031');
    await expect(page.getByTestId('game-time')).toHaveText('5:30 AM GMT+2');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server names the venue’s zone', async ({ page }) => {
    await page.goto(`/game/${gameId}`);
    await expect(page.getByTestId('game-time')).toHaveText('10:30 PM EST');
    await expect(page.getByTestId('game-date')).toHaveText('Wednesday, January 15, 2031');
  });
});
