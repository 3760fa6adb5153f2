import { expect, test } from '@playwright/test';
import { confirmDelete, expectToast, openAdminTab, unique } from './support/admin';

// Admin flows are long (sign-in, several writes, toasts); a generous budget keeps them stable on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('add a player with position labels, edit with position codes, delete', async ({ page }) => {
  await openAdminTab(page, 'players');
  await page.getByRole('button', { name: 'New Player' }).click();
  const form = page.getByRole('form', { name: 'Add player' });
  await expect(form.getByLabel(/^Position\*?$/).locator('option')).toHaveText([
    'Select position',
    'Goalie',
    'Defense',
    'Left Wing',
    'Center',
    'Right Wing',
  ]);

  const last = unique('Testinen').replace(' ', '');
  await form.getByLabel('First Name').fill('Aku');
  await form.getByLabel('Last Name').fill(last);
  await form.getByLabel(/^Position\*?$/).selectOption('Left Wing');
  await form.getByLabel('Find team').fill('Toronto');
  await expect(
    form
      .getByLabel(/^Team\*?$/)
      .locator('option')
      .nth(1),
  ).toContainText('Toronto');
  await form.getByLabel(/^Team\*?$/).selectOption({ index: 1 });
  await form.getByLabel('Birth Country').selectOption({ label: 'Finland' });
  await form.getByLabel('Birth Date').fill('2001-04-12');
  await form.getByLabel('Height (cm)').fill('183');
  await form.getByLabel('Weight (kg)').fill('86');
  await form.getByRole('button', { name: 'Add Player' }).click();
  await expectToast(page, 'Success', 'Player created successfully');

  await page.getByRole('searchbox', { name: 'Search players' }).fill(last);
  const row = page.getByRole('row').filter({ hasText: last });
  await expect(row).toContainText('LW');
  await expect(row).toContainText('Toronto');

  await row.getByRole('button', { name: `Edit Aku ${last}` }).click();
  const edit = page.getByRole('form', { name: `Edit Aku ${last}` });
  await expect(edit.getByLabel(/^Position\*?$/).locator('option')).toHaveText(['Select position', 'C', 'LW', 'RW', 'D', 'G']);
  await expect(edit.getByLabel(/^Position\*?$/)).toHaveValue('LW');
  await expect(edit.getByLabel('Height (cm)')).toHaveValue('183');
  await edit.getByLabel(/^Position\*?$/).selectOption('C');
  await edit.getByLabel('Weight (kg)').fill('');
  await edit.getByRole('button', { name: 'Update Player' }).click();
  await expectToast(page, 'Success', 'Player updated successfully');
  await expect(row).toContainText('C');
  const [saved] = await (await page.request.get(`/api/players?search=${last}`)).json();
  expect(saved).toMatchObject({ position: 'center', weight: null, height: 183, dateOfBirth: '2001-04-12' });

  await row.getByRole('button', { name: `Delete Aku ${last}` }).click();
  await confirmDelete(page, 'player');
  await expectToast(page, 'Success', 'Player deleted successfully');
  await expect(page.getByText('No Players Found')).toBeVisible();
});

test('player form shows the shared schema messages', async ({ page }) => {
  await openAdminTab(page, 'players');
  await page.getByRole('button', { name: 'New Player' }).click();
  const form = page.getByRole('form', { name: 'Add player' });
  await form.getByLabel('Height (cm)').fill('20');
  await form.getByRole('button', { name: 'Add Player' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(2);
  await expect(form.getByLabel(/^Position\*?$/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Height (cm)')).toHaveAttribute('aria-invalid', 'true');
  // Issue 39 item 8: plain words, not zod's ("Invalid option: expected one of \"center\"|…").
  await expect(form.getByText('Choose one of: Center, Left Wing, Right Wing, Defense, Goalie')).toBeVisible();
  await expect(form.getByText('Enter 100 or more')).toBeVisible();
  await expect(form.getByText(/Invalid (input|option)|expected/)).toHaveCount(0);
});
