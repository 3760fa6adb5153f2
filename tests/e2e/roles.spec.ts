import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInMain, expectToast, openAdminTab } from './support/admin';
import { signInAs } from './support/auth';

test.describe.configure({ timeout: 120_000 });

type League = { id: number; name: string };

/** A game between two teams of one league on an otherwise empty future day, made by the admin. */
async function seedGame(page: Page, league: League, gameDate: string) {
  const teams = (await (await page.request.get(`/api/teams?leagueId=${league.id}&limit=2`)).json()) as { id: number }[];
  const res = await page.request.post('/api/games', {
    data: { homeTeamId: teams[0].id, awayTeamId: teams[1].id, gameDate, gameTime: '18:00' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; homeTeam: { name: string }; awayTeam: { name: string } };
}

async function newUser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `manager${Date.now()}@e2e.local`;
  const res = await page.request.post('/api/register', {
    data: { email, password: 'manager-password-1', firstName: 'Mia', lastName: 'Manager' },
  });
  expect(res.status()).toBe(201);
  return { page, email };
}

const rowOf = (page: Page, game: { awayTeam: { name: string } }, date: string) =>
  page.getByRole('row').filter({ hasText: date }).filter({ hasText: game.awayTeam.name });

test('an admin grants a league manager, who edits their league, is refused another, and makes a code that opens /score on a phone', async ({
  page,
  browser,
}) => {
  // A day no other spec uses: its first league is the NHL (listed first), whose first two teams other specs also take.
  const date = '2031-02-11';
  await signInAs(page);
  const leagues = ((await (await page.request.get('/api/leagues?limit=3')).json()) as League[]).slice(0, 2);
  const [own, other] = [await seedGame(page, leagues[0], date), await seedGame(page, leagues[1], date)];
  const manager = await newUser(browser);

  // The admin grants the role in the Users tab.
  await openAdminTab(page, 'users');
  await page.getByLabel('Search users').fill(manager.email);
  const grant = page.getByRole('form', { name: `Grant a role to ${manager.email}` });
  await grant.getByLabel('League').selectOption({ label: leagues[0].name });
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expectToast(page, 'Success', `Role granted to ${manager.email}`);
  await expect(page.getByRole('list', { name: `Roles of ${manager.email}` })).toContainText(`League manager · ${leagues[0].name}`);
  await expectNoSeriousA11yViolationsInMain(page);
  await page.screenshot({ path: 'test-results/users-tab.png' });

  // The manager's admin area: their league's games, no Users or Facilities tab.
  const lm = manager.page;
  await lm.goto('/admin?tab=games');
  await expect(lm.getByRole('tab', { name: 'Games' })).toBeVisible();
  await expect(lm.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  await expect(lm.getByRole('tab', { name: 'Facilities' })).toHaveCount(0);
  await lm.getByLabel('Game date').fill(date);
  await rowOf(lm, own, date)
    .getByRole('button', { name: /^Edit / })
    .click();
  const edit = lm.getByRole('form', { name: 'Edit game' });
  await edit.getByLabel('Game Time').fill('19:15');
  await edit.getByRole('button', { name: 'Update Game' }).click();
  await expectToast(lm, 'Success', 'Game updated successfully');

  // Only their league's data is listed (mine=1, narrowed on the server): another league is neither in the
  // picker nor among the day's games, in any of their tabs; a write to it is still refused (403).
  const leaguePicker = lm.getByLabel('League', { exact: true });
  await expect(leaguePicker.locator('option')).toHaveText(['All your leagues', leagues[0].name]);
  await leaguePicker.selectOption({ label: 'All your leagues' });
  await expect(rowOf(lm, own, date)).toBeVisible();
  await expect(rowOf(lm, other, date)).toHaveCount(0);
  await lm.goto('/admin?tab=leagues');
  await expect(lm.getByRole('main')).toContainText(leagues[0].name);
  await expect(lm.getByRole('main')).not.toContainText(leagues[1].name);
  await lm.goto('/admin?tab=teams');
  await expect(lm.getByRole('main')).toContainText(own.homeTeam.name);
  await expect(lm.getByRole('main')).not.toContainText(other.homeTeam.name);
  const refused = await lm.request.patch(`/api/games/${other.id}`, { data: { gameTime: '20:45' } });
  expect(refused.status()).toBe(403);
  expect((await (await page.request.get(`/api/games/${other.id}`)).json()).gameTime).toMatch(/^18:00/);

  // A code for their own game …
  await lm.goto('/admin?tab=games');
  await lm.getByLabel('Game date').fill(date);
  await rowOf(lm, own, date)
    .getByRole('button', { name: /^Scorekeeper code for / })
    .click();
  await lm.getByRole('button', { name: 'Make a code' }).click();
  const code = (await lm.getByTestId('game-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  // The console's full address and its QR code, for the phone at the rink (issue 39 item 2).
  await expect(lm.getByTestId('score-url')).toHaveText(new URL('/score', lm.url()).toString());
  await expect(lm.getByRole('img', { name: /^QR code for http/ })).toBeVisible();
  await lm.getByRole('dialog').screenshot({ path: 'test-results/game-code-dialog.png' });

  // … opens /score/{gameId} on a 375 px phone, without an account.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const scorer = await phone.newPage();
  await scorer.goto('/score');
  await scorer.getByRole('textbox', { name: 'Game code' }).fill(code.toLowerCase());
  await scorer.getByRole('button', { name: 'Start scoring' }).click();
  await expect(scorer).toHaveURL(new RegExp(`/score/${own.id}$`));
  await expect(scorer.getByRole('heading', { level: 1 })).toHaveText(`${own.awayTeam.name} at ${own.homeTeam.name}`);
  await expect(scorer.getByText("This game's live events only")).toBeVisible();
  await expect(scorer.getByRole('status')).toContainText('Scoring opens');
  expect(await scorer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await scorer.screenshot({ path: 'test-results/score-phone.png', fullPage: true });
  await expectNoSeriousA11yViolationsInMain(scorer);

  // The code is bound to this phone: a second device is refused until the manager releases it (issue 39 item 1).
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const second = await tablet.newPage();
  await second.goto('/score');
  await second.getByRole('textbox', { name: 'Game code' }).fill(code);
  await second.getByRole('button', { name: 'Start scoring' }).click();
  await expect(second.getByRole('alert')).toContainText('already in use on another device');
  await lm.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await rowOf(lm, own, date)
    .getByRole('button', { name: /^Scorekeeper code for / })
    .click();
  await expect(lm.getByRole('list', { name: 'Active codes' })).toContainText('in use on a device');
  await lm.getByRole('button', { name: 'Release' }).click();
  await expectToast(lm, 'Success', 'Code released');
  await second.getByRole('button', { name: 'Start scoring' }).click();
  await expect(second).toHaveURL(new RegExp(`/score/${own.id}$`));
  await tablet.close();

  // A wrong code says so on the field.
  await scorer.goto('/score');
  await scorer.getByRole('textbox', { name: 'Game code' }).fill('ZZZZ-9999');
  await scorer.getByRole('button', { name: 'Start scoring' }).click();
  await expect(scorer.getByRole('alert')).toContainText('That code is not valid');
  await phone.close();
});
