import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

// Issue 27: the scores page follows /api/live: an event posted while the page is open moves the score in
// seconds, without a reload and well inside the 30 s poll it keeps underneath.
test.describe.configure({ timeout: 120_000 });

for (const width of [375, 1280]) {
  test(`a goal posted through the API moves the score on an open /scores page at ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await playwrightRequest.newContext({ baseURL });
    expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
    const teams = (await (await admin.get('/api/teams?leagueId=1&limit=2')).json()) as { id: number; name: string }[];
    const gameDate = width === 375 ? '2031-05-06' : '2031-05-07';
    const created = await admin.post('/api/games', {
      data: { homeTeamId: teams[0].id, awayTeamId: teams[1].id, gameDate, gameTime: '12:00', status: 'live', period: '1st' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const game = (await created.json()) as { id: number };
    const scorer = ((await (await admin.get(`/api/players?teamId=${teams[1].id}&limit=1`)).json()) as { id: number }[])[0];
    const post = (event: object) => admin.post(`/api/games/${game.id}/events`, { data: { id: randomUUID(), ...event } });
    // The game is in its 2nd period: the console's period start says so (a period started moves the game's).
    expect((await post({ type: 'period-start', period: 2, time: '00:00' })).status()).toBe(201);

    const stream = page.waitForResponse((r) => r.url().includes(`/api/live?date=${gameDate}`));
    await page.goto(`/scores?date=${gameDate}&league=all`);
    const card = page.getByTestId('game-card').filter({ hasText: teams[0].name });
    await expect(card.getByTestId('game-status')).toContainText('Live');
    // Away team first, as scoreboards write it.
    await expect(card.getByTestId('team-score')).toHaveText(['0', '0']);
    expect((await stream).headers()['content-type']).toContain('text/event-stream');

    const goal = await post({ type: 'goal', period: 1, time: '04:30', team: 'away', scorerPlayerId: scorer.id });
    expect(goal.status()).toBe(201);
    await expect(card.getByTestId('team-score')).toHaveText(['1', '0'], { timeout: 5000 });

    // An undo (the event deleted) reaches the page the same way.
    const goalId = ((await goal.json()) as { id: string }).id;
    expect((await admin.delete(`/api/games/${game.id}/events/${goalId}`)).status()).toBe(204);
    await expect(card.getByTestId('team-score')).toHaveText(['0', '0'], { timeout: 5000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/live-scores-${width}.png` });
    await admin.dispose();
  });
}

test("a goal posted through the API moves the score of a team page's live game", async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  // Two teams of their own, so today's live game is their only upcoming one.
  const team = async (name: string) =>
    ((await (await admin.post('/api/teams', { data: { name, city: 'Tampere' } })).json()) as { id: number }).id;
  const stamp = Date.now();
  const [homeId, awayId] = [await team(`Live Hawks ${stamp}`), await team(`Live Owls ${stamp}`)];
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const created = await admin.post('/api/games', {
    data: { homeTeamId: homeId, awayTeamId: awayId, gameDate: today, gameTime: '12:00', status: 'live', period: '2nd' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as { id: number };
  const post = (event: object) => admin.post(`/api/games/${game.id}/events`, { data: { id: randomUUID(), ...event } });
  // The game is in its 2nd period: the console's period start says so (a period started moves the game's).
  expect((await post({ type: 'period-start', period: 2, time: '00:00' })).status()).toBe(201);

  const stream = page.waitForResponse((r) => r.url().includes(`/api/live?date=${today}`));
  await page.goto(`/team/${homeId}`);
  const upcoming = page.getByRole('list', { name: 'Upcoming Games' });
  await expect(upcoming).toContainText('Live · 2nd');
  await expect(upcoming).toContainText('0–0');
  await stream;
  const scorer = (
    (await (
      await admin.post('/api/players', { data: { firstName: 'Aku', lastName: `Live${stamp}`, position: 'C', currentTeamId: awayId } })
    ).json()) as {
      id: number;
    }
  ).id;
  expect((await post({ type: 'goal', period: 2, time: '01:15', team: 'away', scorerPlayerId: scorer })).status()).toBe(201);
  // The team's own score first: 0–1 for the home team.
  await expect(upcoming).toContainText('0–1', { timeout: 5000 });
  await admin.dispose();
});

// Issue 27, push to fans: the scores page follows its whole day, so a game an admin adds to it appears and a
// deleted or moved one disappears without a reload (a day of scheduled games has no poll at all to bring them).
for (const width of [375, 1280]) {
  test(`a game created through the API appears on an open /scores page and leaves it when moved away or deleted, at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await playwrightRequest.newContext({ baseURL });
    expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
    const teams = (await (await admin.get('/api/teams?leagueId=1&limit=2')).json()) as { id: number; name: string }[];
    const gameDate = width === 375 ? '2031-05-13' : '2031-05-14';

    const stream = page.waitForResponse((r) => r.url().includes(`/api/live?date=${gameDate}`));
    await page.goto(`/scores?date=${gameDate}&league=all`);
    await expect(page.getByText('No Games Found')).toBeVisible();
    // The stream is open (its start is fixed when it answers): what is written from here on reaches the page.
    expect((await stream).headers()['content-type']).toContain('text/event-stream');

    const created = await admin.post('/api/games', {
      data: { homeTeamId: teams[0].id, awayTeamId: teams[1].id, gameDate, gameTime: '19:00' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const game = (await created.json()) as { id: number };
    const card = page.getByTestId('game-card').filter({ hasText: teams[0].name });
    await expect(card).toHaveCount(1, { timeout: 5000 });
    await expect(card.getByTestId('game-status')).toBeVisible();
    await page.screenshot({ path: `test-results/live-scores-created-${width}.png` });

    // Moved to another day, it leaves this one at once (the day's stream says it `left`); moved back, it returns.
    const moveTo = async (day: string) =>
      expect((await admin.put(`/api/games/${game.id}`, { data: { gameDate: day } })).status()).toBe(200);
    await moveTo('2031-06-01');
    await expect(card).toHaveCount(0, { timeout: 5000 });
    await moveTo(gameDate);
    await expect(card).toHaveCount(1, { timeout: 5000 });

    expect((await admin.delete(`/api/games/${game.id}`)).status()).toBe(204);
    await expect(card).toHaveCount(0, { timeout: 5000 });
    await expect(page.getByText('No Games Found')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await admin.dispose();
  });
}
