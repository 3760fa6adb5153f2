import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
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

// Issue 39 item 7: a scorekeeper's entries read "system" and the event's UUID.
test('a scorekeeper’s entry names the grant it was made under and what happened', async ({ page, baseURL }) => {
  await openAdminTab(page, 'activity');
  const admin = page.request;
  const standings = await (await admin.get('/api/standings?leagueId=1')).json();
  const [home, away] = standings.rows.slice(0, 2).map((r: { team: { id: number } }) => r.team.id);
  const startsAt = new Date(Date.now() + 30 * 60_000).toISOString();
  const created = await admin.post('/api/games', { data: { homeTeamId: home, awayTeamId: away, startsAt, seasonId: standings.season.id } });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as { id: number };
  const { code } = await (await admin.post(`/api/games/${game.id}/codes`, { data: {} })).json();
  const scorer = ((await (await admin.get(`/api/players?teamId=${home}&limit=100`)).json()) as { id: number; position: string }[]).find(
    (p) => p.position !== 'goalie',
  )!;
  // The scorekeeper has no account: a code opens a session of its own, in a context of its own.
  const keeper = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await keeper.post('/api/score-sessions', { data: { code } })).status()).toBe(200);
    const id = randomUUID();
    const goal = { id, period: 2, time: '05:10', type: 'goal', team: 'home', scorerPlayerId: scorer.id };
    const posted = await keeper.post(`/api/games/${game.id}/events`, { data: goal });
    expect(posted.status(), await posted.text()).toBe(201);
    await page.reload();
    const entry = page.getByRole('listitem').filter({ hasText: `Goal, home, 2nd 05:10 · game ${game.id}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`scorekeeper of game ${game.id}`);
    await expect(entry).not.toContainText(id);
    await expect(entry).not.toContainText('system');
  } finally {
    await keeper.dispose();
    await admin.delete(`/api/games/${game.id}`);
  }
});

test('the audit log is admin-only on the server', async ({ page }) => {
  const res = await page.request.get('/api/audit');
  expect(res.status()).toBe(401);
});
