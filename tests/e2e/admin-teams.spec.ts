import { expect, test } from '@playwright/test';
import { confirmDelete, expectToast, openAdminTab, unique, expectNoSeriousA11yViolationsInMain } from './support/admin';

// Admin flows are long (sign-in, several writes, toasts); a generous budget keeps them stable on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('add a team: toggle, required fields, "Adding...", cleared and closed on success', async ({ page }) => {
  await openAdminTab(page, 'teams');
  await page.getByRole('button', { name: 'Add New Team' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add team' });
  await form.getByRole('button', { name: 'Add Team' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(2);

  const name = unique('Test Owls');
  await form.getByLabel(/^Team Name\*?$/).fill(name);
  await form.getByLabel(/^Short Name\*?$/).fill('TOW');
  await form.getByLabel(/^City\*?$/).fill('Oulu');
  // §4 (issue 39 item 8): the NHL first in the league filter and the add form's select, after their "all"/"none" choice.
  await expect(page.getByLabel('League filter').locator('option').nth(1)).toHaveText('National Hockey League');
  await expect(
    form
      .getByLabel(/^League\*?$/)
      .locator('option')
      .nth(1),
  ).toHaveText('National Hockey League');
  // An inactive league without teams: other parallel tests count the NHL's 32 clubs.
  await form.getByLabel(/^League\*?$/).selectOption({ label: 'International Hockey League' });
  await form.getByLabel(/^Country\*?$/).selectOption({ label: 'Finland' });
  // Hold the request a moment so the sending state is visible.
  await page.route('**/api/teams', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Add Team' }).click();
  await expect(form.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  await expectToast(page, 'Success', 'Team added successfully');
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add New Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Team' }).click();
  await expect(page.getByRole('form', { name: 'Add team' }).getByLabel(/^Team Name\*?$/)).toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('searchbox', { name: 'Search teams' }).fill(name);
  const professional = page.locator('details').filter({ has: page.getByRole('heading', { name: 'Professional' }) });
  await expect(professional.getByRole('article', { name })).toContainText('TOW · Oulu');
  await expect(professional.getByRole('article', { name })).toContainText('Finland · International Hockey League');
  await expect(professional).toContainText('1 team');
  await expect(page.getByText('Total: 1 team')).toBeVisible();
  await page.getByRole('tab', { name: 'By League' }).click();
  await expect(page.locator('details').filter({ has: page.getByRole('heading', { name: 'International Hockey League' }) })).toContainText(
    name,
  );
  await page.getByRole('tab', { name: 'By Country' }).click();
  await expect(page.locator('details').filter({ has: page.getByRole('heading', { name: 'Finland' }) })).toContainText(name);

  // Leave the shared e2e database as the seed made it.
  const [team] = await (await page.request.get(`/api/teams?search=${encodeURIComponent(name)}`)).json();
  expect((await page.request.delete(`/api/teams/${team.id}`)).status()).toBe(204);
});

test('inline edit (one at a time) and delete with confirmation', async ({ page }) => {
  await openAdminTab(page, 'teams');
  const name = unique('Edit Me');
  const created = await page.request.post('/api/teams', { data: { name, city: 'Lahti', shortName: 'EDM' } });
  expect(created.status()).toBe(201);
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(name);
  // A team without a league is grouped under Other.
  await expect(page.getByRole('heading', { name: 'Other' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
  const form = card.getByRole('form', { name: `Edit ${name}` });
  await expect(form.getByLabel(/^Team Name\*?$/)).toHaveValue(name);
  await expect(form.getByLabel(/^Short Name\*?$/)).toHaveValue('EDM');
  await expect(form.getByLabel(/^City\*?$/)).toHaveValue('Lahti');
  await form.getByLabel(/^City\*?$/).fill('');
  await form.getByRole('button', { name: 'Update Team' }).click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await form.getByLabel(/^City\*?$/).fill('Hämeenlinna');
  await form.getByRole('button', { name: 'Update Team' }).click();
  await expectToast(page, 'Success', 'Team updated successfully');
  await expect(form).toBeHidden();
  await expect(card).toContainText('EDM · Hämeenlinna');

  await page.getByRole('tab', { name: 'All Teams' }).click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('form', { name: `Edit ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Close edit form' }).click();
  await expect(page.getByRole('form', { name: `Edit ${name}` })).toBeHidden();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(page, 'team');
  await expectToast(page, 'Success', 'Team deleted successfully');
  await expect(page.getByText(name)).toHaveCount(0);
  await expectNoSeriousA11yViolationsInMain(page);
});

test('one inline edit at a time across cards', async ({ page }) => {
  await openAdminTab(page, 'teams');
  await page.getByRole('tab', { name: 'All Teams' }).click();
  const edits = page.getByRole('button', { name: /^Edit / });
  await edits.nth(0).click();
  await expect(page.getByRole('form', { name: /^Edit / })).toHaveCount(1);
  await page
    .getByRole('button', { name: /^Edit / })
    .nth(1)
    .click();
  await expect(page.getByRole('form', { name: /^Edit / })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Cancel edit of / })).toHaveCount(1);
  await page
    .getByRole('form', { name: /^Edit / })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('form', { name: /^Edit / })).toHaveCount(0);
});

test('group headings count every matching team on the server, not the loaded page', async ({ page }) => {
  const nhlTeams = Number((await page.request.get('/api/teams?leagueId=1&limit=1')).headers()['x-total-count']);
  expect(nhlTeams).toBe(32);
  await openAdminTab(page, 'teams');
  await page.getByRole('tab', { name: 'By League' }).click();
  const nhl = page.locator('details').filter({ has: page.getByRole('heading', { name: 'National Hockey League', exact: true }) });
  // The first page holds 48 teams across leagues, far fewer than the NHL's 32 in one group.
  await expect(nhl.locator('summary')).toContainText(`${nhlTeams} teams`);
  expect(await nhl.getByRole('article').count()).toBeLessThan(nhlTeams);
});
