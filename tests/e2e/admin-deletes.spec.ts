import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInMain, expectToast, openAdminTab, unique } from './support/admin';

// Admin flows are long (sign-in, several writes, toasts); a generous budget keeps them stable on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function referencedLeague(page: Page) {
  const name = unique('Cascade League');
  const league = await (await page.request.post('/api/leagues', { data: { name } })).json();
  const season = await page.request.post('/api/seasons', { data: { leagueId: league.id, year: '2031-32' } });
  expect(season.status()).toBe(201);
  for (const team of ['North', 'South']) {
    const res = await page.request.post('/api/teams', { data: { name: unique(team), city: team, leagueId: league.id } });
    expect(res.status()).toBe(201);
  }
  return { id: league.id as number, name, seasonId: (await season.json()).id as number };
}

// Issue 18 item 3: a referenced league is not one click away; its delete shows the counts, needs the
// cascade confirmed, and comes back from the Activity tab with its seasons and teams.
test('delete a referenced league with its counts shown, then restore it from Activity', async ({ page }, info) => {
  await openAdminTab(page, 'leagues');
  const league = await referencedLeague(page);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search leagues' }).fill(league.name);
  await page.getByRole('button', { name: `Delete ${league.name}` }).click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`League ${league.name} has 1 season and 2 teams.`);
  await expect(dialog.getByRole('list', { name: 'Records that use it' }).getByRole('listitem')).toHaveText([
    /1 season.*deleted with their standings adjustments/,
    /2 teams.*kept, without a league/,
  ]);
  const cascade = dialog.getByRole('button', { name: 'Delete with dependants' });
  await expect(cascade).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await expectNoSeriousA11yViolationsInMain(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: info.outputPath(`delete-dialog-${width}.png`) });
  }
  await cascade.click();
  await expectToast(page, 'Success', 'League deleted successfully');
  expect((await page.request.get(`/api/leagues/${league.id}`)).status()).toBe(404);
  expect((await page.request.get(`/api/seasons/${league.seasonId}`)).status()).toBe(404);

  await page.goto('/admin?tab=activity');
  await page.getByLabel('Entity').selectOption('league');
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: `League: ${league.name}` })
    .filter({ hasText: 'Delete' });
  await entry.locator('summary').click();
  await expect(entry).toContainText('Also deleted: 1 season.');
  await expect(entry).toContainText('Reference cleared on: 2 teams (league).');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: info.outputPath(`activity-restore-${width}.png`) });
  }
  await entry.getByRole('button', { name: `Restore League ${league.name}` }).click();
  await expectToast(page, 'Success', `League ${league.name} restored with 1 season, 2 teams`);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `League: ${league.name}` })
      .filter({ hasText: 'Restore' })
      .first(),
  ).toBeVisible();

  const back = await (await page.request.get(`/api/leagues/${league.id}`)).json();
  expect(back).toMatchObject({ name: league.name, teamCount: 2 });
  expect((await page.request.get(`/api/seasons/${league.seasonId}`)).status()).toBe(200);

  // Restoring twice is refused with the server's reason.
  await entry.getByRole('button', { name: `Restore League ${league.name}` }).click();
  await expectToast(page, 'Error', 'This delete was already restored');
});
