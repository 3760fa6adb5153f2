import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { currentNhlSeason, getJson, type ApiGame } from './support/box-scores';

test.describe.configure({ timeout: 90_000 });

// Issue 28: the box-score editor's shootout pickers showed 1–4 characters of a name at 375 px.
test('at 375 px the shootout pickers show whole team and player names', async ({ page }) => {
  await signInAs(page);
  const season = await currentNhlSeason(page.request);
  const finals = await getJson<ApiGame[]>(page.request, `/api/games?seasonId=${season.id}&status=final&limit=200&order=desc`);
  let gameId = 0;
  for (const g of finals.filter((f) => f.outcome === 'SO')) {
    const res = await page.request.get(`/api/games/${g.id}/boxscore`);
    if (res.ok() && ((await res.json()) as { shootout?: unknown[] }).shootout?.length) {
      gameId = g.id;
      break;
    }
  }
  expect(gameId, 'a shootout final with its box score in the demo data').toBeGreaterThan(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin?tab=games&boxscore=${gameId}`);
  const row = page.getByTestId('shootout-editor-row').first();
  await expect(row).toBeVisible();
  const team = row.getByRole('combobox', { name: /Attempt 1 team/ });
  const shooter = row.getByRole('combobox', { name: /Attempt 1 shooter/ });
  // Wide enough for "Columbus Blue Jackets" / a shooter's name, not a few letters.
  expect((await team.boundingBox())!.width).toBeGreaterThanOrEqual(250);
  expect((await shooter.boundingBox())!.width).toBeGreaterThanOrEqual(140);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await row.screenshot({ path: test.info().outputPath('shootout-row-375.png') });
});
