import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { unique } from './support/admin';

test.describe.configure({ timeout: 90_000 });

// Issue 18 item 2: a league whose points system gives points for a tie shows its tied finals in a T column.
test('a league with tie points counts a TIE final in the standings, with a T column', async ({ page }, info) => {
  await signInAs(page);
  const name = unique('Tie League');
  const ps = { regulationWin: 2, overtimeWin: 2, shootoutWin: 2, regulationLoss: 0, overtimeLoss: 1, shootoutLoss: 1, tie: 1 };
  const league = await (await page.request.post('/api/leagues', { data: { name, level: 'amateur', pointsSystem: ps } })).json();
  const season = await (await page.request.post('/api/seasons', { data: { leagueId: league.id, year: '2025-26', isActive: true } })).json();
  const ids: number[] = [];
  for (const team of ['Otters', 'Herons', 'Lynx']) {
    const res = await page.request.post('/api/teams', { data: { name: unique(team), city: team, leagueId: league.id } });
    ids.push((await res.json()).id);
  }
  const game = (home: number, away: number, homeScore: number, awayScore: number, outcome: string, gameDate: string) =>
    page.request.post('/api/games', {
      data: { homeTeamId: home, awayTeamId: away, seasonId: season.id, gameDate, homeScore, awayScore, outcome },
    });
  expect((await game(ids[0]!, ids[1]!, 2, 2, 'TIE', '2025-10-10')).status()).toBe(201);
  expect((await game(ids[0]!, ids[2]!, 3, 1, 'REG', '2025-10-12')).status()).toBe(201);

  await page.goto(`/standings?level=amateur&league=${league.id}&year=2025&type=regular`);
  const table = page.getByTestId('standings-table');
  await expect(table.getByRole('columnheader', { name: 'T', exact: true })).toBeVisible();
  const first = table.getByTestId('standings-row').first();
  // Otters: GP 2, W 1, L 0, OTL 0, T 1, PTS 3.
  await expect(first).toContainText('Otters');
  await expect(first.getByRole('cell')).toContainText(['2', '1', '0', '0', '1', '3']);
  await expect(page.getByText(/overtime\/shootout loss 1, tie 1\. .*T = ties\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: info.outputPath(`standings-ties-${width}.png`) });
  }

  // The league's editor shows the Tie points beside the six result values.
  await page.goto('/admin?tab=leagues');
  await page.getByRole('searchbox', { name: 'Search leagues' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('form', { name: `Edit ${name}` }).getByLabel('Tie')).toHaveValue('1');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('group', { name: 'Points system' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`points-system-${width}.png`) });
  }
});
