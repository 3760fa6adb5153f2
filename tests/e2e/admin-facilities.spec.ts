import { expect, test } from '@playwright/test';
import { confirmDelete, expectToast, openAdminTab, unique, expectNoSeriousA11yViolationsInMain } from './support/admin';

// Admin flows are long (sign-in, several writes, toasts); a generous budget keeps them stable on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('add, edit and delete a facility with the §8 toasts', async ({ page }) => {
  await openAdminTab(page, 'facilities');
  await page.getByRole('button', { name: 'New Facility' }).click();
  const form = page.getByRole('form', { name: 'Add facility' });

  // requirements §5 required fields, checked with the shared schema before any request.
  await form.getByRole('button', { name: 'Add Facility' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(2);
  await expect(form.getByText('Country is required')).toBeVisible();

  const name = unique('Test Arena');
  await form.getByLabel('Facility Name').fill(name);
  await form.getByLabel(/^City\*?$/).fill('Tampere');
  await form.getByLabel(/^Country\*?$/).selectOption({ label: 'Finland' });
  await form.getByLabel('Facility Type').selectOption('rink');
  await form.getByLabel('Surface Type').selectOption('roller');
  await form.getByLabel('Capacity').fill('4200');
  await form.getByRole('button', { name: 'Add Facility' }).click();
  await expectToast(page, 'Success', 'Facility created successfully');
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search facilities' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('4,200');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Facility Type')).toHaveValue('rink');
  await edit.getByLabel(/^City\*?$/).fill('Helsinki');
  await edit.getByRole('button', { name: 'Update Facility' }).click();
  await expectToast(page, 'Success', 'Facility updated successfully');
  await expect(row).toContainText('Helsinki');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(page, 'facility');
  await expectToast(page, 'Success', 'Facility deleted successfully');
  await expect(page.getByText('No facilities found')).toBeVisible();
});

test('cancelling the delete confirmation keeps the facility; the tab passes axe', async ({ page }) => {
  await openAdminTab(page, 'facilities');
  const first = page.getByRole('row').nth(1);
  const name = (await first.locator('td p').first().textContent())!;
  await first.getByRole('button', { name: `Delete ${name}` }).click();
  // A demo facility is usually a home venue: then the dialog shows what uses it instead of the plain question (issue 18).
  await expect(page.getByRole('alertdialog')).toContainText(/Are you sure you want to delete this facility\?|Facility .+ is used by \d/);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await expectNoSeriousA11yViolationsInMain(page);
});
