import { expect, test } from '@playwright/test';
import { confirmDelete, expectToast, openAdminTab, unique } from './support/admin';

// Admin flows are long (sign-in, several writes, toasts); a generous budget keeps them stable on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('add a league (level default professional), edit its rules, manage seasons, delete without confirmation', async ({ page }) => {
  await openAdminTab(page, 'leagues');
  const name = unique('Test League');
  const form = page.getByRole('form', { name: 'Add league' });
  await expect(form.getByLabel(/^Level\*?$/)).toHaveValue('professional');
  await expect(form.getByLabel(/^Level\*?$/).locator('option')).toHaveText([
    'Professional',
    'International',
    'Junior',
    'Amateur',
    'Youth Hockey',
    'College',
  ]);
  // The league's zone (issue #18): an unknown one is refused at the field, a real one is saved.
  const zone = form.getByLabel(/^Time Zone/);
  await zone.fill('Mars/Olympus_Mons');
  await form.getByRole('button', { name: 'Add League' }).click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await expect(form.getByText('Must be an IANA time zone such as America/Toronto or Europe/Helsinki')).toBeVisible();
  await zone.fill('America/Winnipeg');

  await form.getByLabel('League Name').fill(name);
  await form.getByLabel(/^Level\*?$/).selectOption('collegiate');
  await form.getByLabel(/^Description\*?$/).fill('A league made by the browser test.');
  await form.getByRole('button', { name: 'Add League' }).click();
  await expectToast(page, 'Success', 'League added successfully');

  await page.getByRole('searchbox', { name: 'Search leagues' }).fill(name);
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toContainText('College');
  const added = await (await page.request.get(`/api/leagues?search=${encodeURIComponent(name)}`)).json();
  expect(added[0].timeZone).toBe('America/Winnipeg');

  // Edit: IIHF points preset and a different tiebreak order.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await edit.getByRole('button', { name: 'IIHF 3-2-1-0' }).click();
  await expect(edit.getByLabel('Reg. win')).toHaveValue('3');
  await expect(edit.getByLabel(/^Time Zone/)).toHaveValue('America/Winnipeg');
  await edit.getByLabel(/^Time Zone/).fill('Europe/Helsinki');
  await edit.getByRole('button', { name: 'Move Points % up' }).click();
  await edit.getByRole('button', { name: 'Update League' }).click();
  await expectToast(page, 'Success', 'League updated successfully');
  const saved = await (await page.request.get(`/api/leagues?search=${encodeURIComponent(name)}`)).json();
  expect(saved[0].pointsSystem.regulationWin).toBe(3);
  expect(saved[0].tiebreakers[0]).toBe('pointsPercentage');
  expect(saved[0].timeZone).toBe('Europe/Helsinki');

  // Seasons: add, set active, delete (with confirmation).
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const seasons = page.getByRole('region', { name: 'Seasons' });
  const addSeason = seasons.getByRole('form', { name: 'Add season' });
  await addSeason.getByLabel(/^Year\*?$/).fill('2031-32');
  await addSeason.getByRole('button', { name: 'Add Season' }).click();
  await expectToast(page, 'Success', 'Season added successfully');
  const seasonRow = seasons.getByRole('listitem').filter({ hasText: '2031-32' });
  await expect(seasonRow).toContainText('Regular Season');
  await seasonRow.getByRole('button', { name: 'Set active' }).click();
  await expectToast(page, 'Success', 'Season updated successfully');
  await expect(seasonRow).toContainText('Current');
  await seasonRow.getByRole('button', { name: /^Edit / }).click();
  const seasonEdit = seasons.getByRole('form', { name: /^Edit 2031-32/ });
  await seasonEdit.getByLabel('End date').fill('2032-04-15');
  await seasonEdit.getByRole('button', { name: 'Save season' }).click();
  await expect(seasonEdit).toBeHidden();
  await expect(seasonRow).toContainText('2032-04-15');
  await seasonRow.getByRole('button', { name: /^Delete / }).click();
  await confirmDelete(page, 'season');
  await expectToast(page, 'Success', 'Season deleted successfully');
  await expect(seasons.getByText('No seasons yet.')).toBeVisible();

  // requirements §5: league delete has no confirmation.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectToast(page, 'Success', 'League deleted successfully');
  await expect(page.getByText('No Leagues Found')).toBeVisible();
});

test('a duplicate league name shows the server message', async ({ page }) => {
  await openAdminTab(page, 'leagues');
  const form = page.getByRole('form', { name: 'Add league' });
  await form.getByLabel('League Name').fill('National Hockey League');
  await form.getByRole('button', { name: 'Add League' }).click();
  await expectToast(page, 'Error', 'Failed to add league: A league with this name already exists');
});
