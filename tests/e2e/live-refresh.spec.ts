import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

// Issue 19 item 2: a screen with a live game asks again on its own (every ~30 s while visible), so a score
// entered elsewhere appears without a reload; the leading team is bold.
test.describe.configure({ timeout: 120_000 });

test('a live score changed through the API appears on an open /scores page without reload', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const teams = (await (await admin.get('/api/teams?leagueId=1&limit=2')).json()) as { id: number; name: string }[];
  const gameDate = '2031-02-03';
  const created = await admin.post('/api/games', {
    data: {
      homeTeamId: teams[0].id,
      awayTeamId: teams[1].id,
      gameDate,
      // Noon at the venue is the same day for a reader in UTC (an evening start in Anaheim is tomorrow there).
      gameTime: '12:00',
      status: 'live',
      period: '2nd',
      homeScore: 1,
      awayScore: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as { id: number; updatedAt: string };

  await page.goto(`/scores?date=${gameDate}&league=all`);
  const card = page.getByTestId('game-card').filter({ hasText: teams[0].name });
  await expect(card.getByTestId('game-status')).toContainText('Live');
  const home = card.getByRole('link', { name: teams[0].name, exact: true });
  // Away team first, as scoreboards write it.
  await expect(card.getByTestId('team-score')).toHaveText(['0', '1']);
  await expect(home).toHaveClass(/font-bold/);

  const changed = await admin.patch(`/api/games/${game.id}`, { data: { homeScore: 1, awayScore: 3, period: '3rd' } });
  expect(changed.status(), await changed.text()).toBe(200);
  // No reload: the page's own 30 s refresh brings the new score.
  await expect(card.getByTestId('team-score')).toHaveText(['3', '1'], { timeout: 60_000 });
  await expect(card.getByRole('link', { name: teams[1].name, exact: true })).toHaveClass(/font-bold/);
  await expect(home).not.toHaveClass(/font-bold/);

  // The game page's scoreboard marks the leader of a live game too, not only a final's winner.
  await page.goto(`/game/${game.id}`);
  await expect(page.getByTestId('score-away')).toHaveAttribute('data-ahead', 'true');
  await expect(page.getByTestId('score-home')).not.toHaveAttribute('data-ahead', 'true');
  await admin.dispose();
});
