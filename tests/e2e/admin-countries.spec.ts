import { expect, test } from '@playwright/test';
import { confirmDelete, expectToast, openAdminTab, unique, expectNoSeriousA11yViolationsInMain } from './support/admin';

// Admin flows are long (sign-in, several writes, toasts); a generous budget keeps them stable on a busy machine.
test.describe.configure({ timeout: 90_000 });

const letters = () => Array.from({ length: 2 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

test('add, edit and delete a country; code is upper-cased; duplicates show the server message', async ({ page }) => {
  await openAdminTab(page, 'countries');
  const name = unique('Testland');
  const code = `Q${letters()}`;
  const form = page.getByRole('form', { name: 'Add country' });
  await form.getByLabel('Country Name').fill(name);
  await form.getByLabel(/^Code\*?$/).fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Add Country' }).click();
  await expectToast(page, 'Success', 'Country added successfully');
  await expect(form.getByLabel('Country Name')).toHaveValue('');

  const search = page.getByRole('searchbox', { name: 'Search countries' });
  await search.fill(name);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(code);

  // The same code again: the client accepts it, the server's 409 message reaches the toast.
  await form.getByLabel('Country Name').fill(`${name} bis`);
  await form.getByLabel(/^Code\*?$/).fill(code);
  await form.getByRole('button', { name: 'Add Country' }).click();
  await expectToast(page, 'Error', 'Failed to add country: A country with this code already exists');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page
    .getByRole('form', { name: `Edit ${name}` })
    .getByLabel('Country Name')
    .fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save country' }).click();
  await expectToast(page, 'Success', 'Country updated successfully');

  await search.fill(`${name} renamed`);
  await page.getByRole('button', { name: `Delete ${name} renamed` }).click();
  await confirmDelete(page, 'country');
  await expectToast(page, 'Success', 'Country deleted successfully');
  await expect(page.getByText('No countries found')).toBeVisible();
});

test('country form validates like the server; a used country cannot be deleted', async ({ page }) => {
  await openAdminTab(page, 'countries');
  const form = page.getByRole('form', { name: 'Add country' });
  await form.getByLabel(/^Code\*?$/).fill('AB');
  await form.getByRole('button', { name: 'Add Country' }).click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await expect(form.getByText('Code must be exactly 3 letters')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search countries' }).fill('Canada');
  // Issue 18: the dialog asks the server first and shows what uses the country; facilities block even a cascade.
  await page.getByRole('button', { name: 'Delete Canada' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/Country Canada is used by \d/);
  await expect(dialog).toContainText('every facility needs a country');
  await expect(dialog.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Canada' })).toBeVisible();
  await expectNoSeriousA11yViolationsInMain(page);
});

test('a stale edit is refused with a clear toast and the typed values stay in the form', async ({ page }) => {
  await openAdminTab(page, 'countries');
  const name = unique('Staleland');
  const res = await page.request.post('/api/countries', { data: { name, code: `Z${letters()}` } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search countries' }).fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const input = page.getByRole('form', { name: `Edit ${name}` }).getByLabel('Country Name');
  await input.fill(`${name} mine`);

  // Someone else saves first; the open form still holds the version it loaded.
  expect((await page.request.patch(`/api/countries/${id}`, { data: { name: `${name} theirs` } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Save country' }).click();
  await expectToast(
    page,
    'Changed by someone else',
    'Failed to update country: This country was changed by someone else; reload and try again',
  );
  await expect(input).toHaveValue(`${name} mine`);
  expect((await page.request.delete(`/api/countries/${id}`)).status()).toBe(204);
});
