import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { latestNhlFinal } from './support/demo-games';

type ApiGame = {
  id: number;
  homeScore: number;
  awayScore: number;
  status: string;
  outcome: string | null;
  homeTeam: { name: string };
  awayTeam: { name: string };
  venue: { name: string; city: string; capacity: number | null } | null;
  season: { name: string } | null;
};

test.describe('game detail (requirements §2.11)', () => {
  test('unknown and malformed ids show Game Not Found with Back to Scores', async ({ page }) => {
    for (const path of ['/game/99999999', '/games/not-a-number']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Game Not Found' })).toBeVisible();
      await expect(page.getByText("The game you're looking for doesn't exist.")).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Scores' }).click();
    await expect(page).toHaveURL(/\/scores$/);
  });

  test('a final game shows matchup, score card, information, venue and both rosters on both route forms', async ({ page }) => {
    const game = await latestNhlFinal<ApiGame>(page.request);
    for (const path of [`/game/${game.id}`, `/games/${game.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${game.awayTeam.name} at ${game.homeTeam.name}`);
    }
    await expect(page.getByTestId('score-away')).toHaveText(String(game.awayScore));
    await expect(page.getByTestId('score-home')).toHaveText(String(game.homeScore));
    await expect(page.getByTestId('info-status')).toHaveText('Final');
    expect(game.season).not.toBeNull();
    await expect(page.getByText(game.season?.name ?? '')).toBeVisible();
    await expect(page.getByText('Capacity')).toBeVisible();
    for (const side of ['away', 'home']) {
      const roster = page.getByTestId(`roster-${side}`);
      await expect(roster.getByRole('row').nth(1)).toBeVisible();
      await expect(roster).not.toContainText('No roster information available');
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('a scheduled game shows its status in upper case', async ({ page }) => {
    const res = await page.request.get('/api/games?status=scheduled&limit=1');
    const [game] = (await res.json()) as ApiGame[];
    await page.goto(`/game/${game.id}`);
    await expect(page.getByTestId('info-status')).toHaveText('SCHEDULED');
    await expect(page.getByTestId('detail-status')).toHaveText('SCHEDULED');
  });
});
