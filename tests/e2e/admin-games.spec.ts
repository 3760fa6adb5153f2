import { expect, test, type Page } from '@playwright/test';
import { confirmDelete, expectToast, openAdminTab } from './support/admin';

// Admin flows are long (sign-in, several writes, toasts); a generous budget keeps them stable on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Two NHL teams and a game between them on an otherwise empty future day, made through the API. */
async function seedGame(page: Page, gameDate: string, extra: Record<string, unknown> = {}) {
  const teams = (await (await page.request.get('/api/teams?leagueId=1&limit=4')).json()) as { id: number; name: string }[];
  const res = await page.request.post('/api/games', {
    data: { homeTeamId: teams[0].id, awayTeamId: teams[1].id, gameDate, gameTime: '19:00', ...extra },
  });
  expect(res.status()).toBe(201);
  return { game: (await res.json()) as { id: number }, home: teams[0], away: teams[1] };
}

async function showDay(page: Page, date: string) {
  await page.getByLabel('Game date').fill(date);
  await expect(page.getByText(new RegExp(`games on ${date}`))).toBeVisible();
}

test('add, edit (scores, status, outcome) and delete a game', async ({ page }) => {
  await openAdminTab(page, 'games');
  await page.getByRole('button', { name: 'New Game' }).click();
  const form = page.getByRole('form', { name: 'Add game' });
  // §4 (issue 39 item 8): the NHL first after "Any league".
  await expect(form.getByLabel('League (filters teams and seasons)').locator('option').nth(1)).toHaveText('National Hockey League');
  await form.getByLabel('League (filters teams and seasons)').selectOption({ label: 'National Hockey League' });
  await form.getByLabel('Game Date').fill('2030-01-15');
  // The team lists still show the pre-league options while the league's teams load; pick only after.
  for (const side of ['Away Team', 'Home Team']) await expect(form.getByLabel(side)).not.toHaveAttribute('aria-busy', 'true');
  await form.getByLabel('Away Team').selectOption({ index: 1 });
  // Home = away is refused by the shared schema before the request.
  const awayId = await form.getByLabel('Away Team').inputValue();
  await form.getByLabel('Home Team').selectOption(awayId);
  await form.getByRole('button', { name: 'Add Game' }).click();
  await expect(form.getByText('Home and away team must differ')).toBeVisible();

  await form.getByLabel('Home Team').selectOption({ index: 2 });
  // Seasons follow the league; the game stays season-less so parallel standings tests see the seed's tables.
  await expect(form.getByLabel(/^Season\*?$/).locator('option')).not.toHaveCount(1);
  await form.getByLabel('Game Time').fill('19:30');
  await form.getByRole('button', { name: 'Add Game' }).click();
  await expectToast(page, 'Success', 'Game added successfully');

  await showDay(page, '2030-01-15');
  const row = page.getByRole('row').filter({ hasText: '2030-01-15' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Scheduled');

  await row.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('form', { name: 'Edit game' });
  await edit.getByLabel('Away Score').fill('3');
  await edit.getByLabel('Home Score').fill('2');
  await edit.getByLabel(/^Status\*?$/).selectOption('final');
  await edit.getByLabel(/^Outcome\*?$/).selectOption('OT');
  await edit.getByRole('button', { name: 'Update Game' }).click();
  await expectToast(page, 'Success', 'Game updated successfully');
  await expect(row).toContainText('3–2');
  await expect(row).toContainText('OT');
  await expect(row).toContainText('Final');

  await row.getByRole('button', { name: /^Delete / }).click();
  await confirmDelete(page, 'game');
  await expectToast(page, 'Success', 'Game deleted successfully');
  await expect(page.getByText('No Games Found')).toBeVisible();
});

// Issue 39 item 8 (§2.15, §4): a result typed into a scheduled game that has started stays there
// until Auto-Set Status makes it final; a future game on the same day is left scheduled.
test('Auto-Set Status makes a started game with both scores final and reports the count', async ({ page }) => {
  await openAdminTab(page, 'games');
  const { home, away } = await seedGame(page, '2021-08-11');
  await showDay(page, '2021-08-11');
  const row = page.getByRole('row').filter({ hasText: home.name }).filter({ hasText: away.name });
  await expect(row).toContainText('Scheduled');
  await row.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('form', { name: 'Edit game' });
  await edit.getByLabel('Away Score').fill('1');
  await edit.getByLabel('Home Score').fill('4');
  await expect(edit.getByLabel(/^Status\*?$/)).toHaveValue('scheduled');
  await edit.getByRole('button', { name: 'Update Game' }).click();
  await expectToast(page, 'Success', 'Game updated successfully');
  await expect(row).toContainText('1–4');
  await expect(row).toContainText('Scheduled');
  await page.getByRole('button', { name: 'Auto-Set Status' }).click();
  await expectToast(page, 'Success', 'Auto-Set Status updated 1 game');
  await expect(row).toContainText('Final');
});

test('results entry saves a whole day at once', async ({ page }) => {
  await openAdminTab(page, 'games');
  const { game, home, away } = await seedGame(page, '2030-03-09');
  await showDay(page, '2030-03-09');
  await page.getByRole('button', { name: 'Results entry' }).click();
  await page.getByLabel(`${away.name} score`).fill('2');
  await page.getByLabel(`${home.name} score`).fill('5');
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  // The shared result rules run as you type: a tie cannot be saved; a one-goal game won in regulation can.
  const outcome = page.getByLabel(`Outcome of ${away.name} at ${home.name}`);
  await expect(outcome).toHaveValue('REG');
  await page.getByLabel(`${home.name} score`).fill('2');
  await expect(page.getByRole('alert').filter({ hasText: 'A final needs a winner: 2–2 is a tie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Results' })).toBeDisabled();
  await page.getByLabel(`${home.name} score`).fill('5');
  await outcome.selectOption('SO');
  await expect(page.getByRole('alert').filter({ hasText: 'one-goal margin, not 5–2' })).toBeVisible();
  await outcome.selectOption('REG');
  await page.getByRole('button', { name: 'Save Results' }).click();
  await expectToast(page, 'Success', 'Results saved successfully (1 game)');
  const saved = await (await page.request.get(`/api/games/${game.id}`)).json();
  expect(saved).toMatchObject({ homeScore: 5, awayScore: 2, status: 'final', outcome: 'REG' });
});
