import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

// Issue 27: the game page shows the play-by-play and the score as events are posted, without a reload,
// from the stream (well inside the 30 s poll it falls back to).
test.describe.configure({ timeout: 120_000 });

for (const width of [375, 1280]) {
  test(`an event posted through the API appears on an open game page at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await playwrightRequest.newContext({ baseURL });
    expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
    const teams = (await (await admin.get('/api/teams?leagueId=1&limit=2')).json()) as { id: number; name: string }[];
    const created = await admin.post('/api/games', {
      data: {
        homeTeamId: teams[0].id,
        awayTeamId: teams[1].id,
        gameDate: '2031-03-04',
        gameTime: '12:00',
        status: 'live',
        period: '1st',
        homeScore: 0,
        awayScore: 0,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const game = (await created.json()) as { id: number };
    const scorer = (
      (await (await admin.get(`/api/players?teamId=${teams[0].id}&limit=1`)).json()) as { id: number; lastName: string }[]
    )[0];
    const post = (event: object) => admin.post(`/api/games/${game.id}/events`, { data: { id: randomUUID(), ...event } });
    expect((await post({ type: 'period-start', period: 1, time: '00:00' })).status()).toBe(201);

    await page.goto(`/game/${game.id}`);
    const timeline = page.getByTestId('play-by-play');
    await expect(timeline).toContainText('Start of 1st Period');
    await expect(timeline.getByTestId('stream-live')).toBeVisible();

    // A power-play goal needs the other side's penalty in force (issue 39): the bench minor first.
    const minor = { type: 'penalty', period: 1, time: '05:30', team: 'away', playerId: null, minutes: 2, infraction: 'Too many men' };
    expect((await post(minor)).status()).toBe(201);
    expect((await post({ type: 'goal', period: 1, time: '06:12', team: 'home', scorerPlayerId: scorer.id, strength: 'PP' })).status()).toBe(
      201,
    );
    await expect(timeline.getByTestId('pbp-event').filter({ hasText: 'Goal' })).toContainText(scorer.lastName, { timeout: 5000 });
    await expect(page.getByTestId('score-home')).toContainText('1', { timeout: 5000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/live-events-${width}.png`, fullPage: false });
    await admin.dispose();
  });
}

// A fan who opens a game's page more than an hour before it starts, and leaves it open, sees the game's first
// events without a reload: the page starts following the game when its scoring window opens.
test('a game page opened before the scoring window follows the game once the window opens', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  // Teams of no league: a game of today's featured leagues would change what other specs count on the day's pages.
  const team = async (name: string) =>
    ((await (await admin.post('/api/teams', { data: { name, city: 'Tampere' } })).json()) as { id: number }).id;
  const teams = [{ id: await team('Window Hawks') }, { id: await team('Window Owls') }];
  await page.clock.install({ time: new Date() });
  const startsAt = new Date(Date.now() + 61 * 60_000).toISOString();
  const created = await admin.post('/api/games', {
    data: { homeTeamId: teams[0].id, awayTeamId: teams[1].id, startsAt, status: 'scheduled' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as { id: number };
  await page.goto(`/game/${game.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('play-by-play')).toHaveCount(0);

  // A minute and a half later the window (an hour before the start) is open; the scorekeeper starts early.
  await page.clock.fastForward('01:30');
  const post = (event: object) => admin.post(`/api/games/${game.id}/events`, { data: { id: randomUUID(), ...event } });
  expect((await post({ type: 'period-start', period: 1, time: '00:00' })).status()).toBe(201);
  const timeline = page.getByTestId('play-by-play');
  await expect(timeline).toContainText('Start of 1st Period', { timeout: 10_000 });
  await expect(timeline.getByTestId('stream-live')).toBeVisible();
  await admin.dispose();
});
