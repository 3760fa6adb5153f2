import { expect, test } from '@playwright/test';
import { openAdminTab, unique, expectNoSeriousA11yViolationsInMain } from './support/admin';

// Admin flows are long (sign-in, several writes, toasts); a generous budget keeps them stable on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the Activity view shows who changed what, with before and after, filtered by entity', async ({ page }) => {
  await openAdminTab(page, 'activity');
  const name = unique('Audit Rink');
  const created = await page.request.post('/api/facilities', {
    data: { name, city: 'Espoo', countryId: 1, facilityType: 'arena', surfaceType: 'ice' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect((await page.request.patch(`/api/facilities/${id}`, { data: { city: 'Vantaa' } })).status()).toBe(200);

  await page.getByLabel('Entity').selectOption('facility');
  const entry = page.getByRole('listitem').filter({ hasText: `Facility: ${name}` });
  await expect(entry).toHaveCount(2);
  const update = entry.filter({ hasText: 'Update' });
  await expect(update).toContainText('admin@e2e.local');
  await update.locator('summary').click();
  await expect(update.locator('del')).toHaveText('Espoo');
  await expect(update.locator('ins')).toHaveText('Vantaa');
  await expectNoSeriousA11yViolationsInMain(page);

  await page.getByLabel('Entity').selectOption('country');
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  expect((await page.request.delete(`/api/facilities/${id}`)).status()).toBe(204);
});

test('the audit log is admin-only on the server', async ({ page }) => {
  const res = await page.request.get('/api/audit');
  expect(res.status()).toBe(401);
});
