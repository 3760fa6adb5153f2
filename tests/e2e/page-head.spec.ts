import { expect, test } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue #16: each page has its own title, also after client-side navigation; unknown records are 404s.
test.describe.configure({ timeout: 60_000 });

test('the title follows client-side navigation from a list to a player and back', async ({ page }) => {
  await page.goto('/players?tab=all');
  await expect(page).toHaveTitle('Hockey Players — Hockey Directory');
  const first = page.getByTestId('player-card').first().getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} · [A-Za-z ]+( · .+)? — Hockey Directory$`));
  await page.goBack();
  await expect(page).toHaveTitle('Hockey Players — Hockey Directory');
  await page.getByRole('link', { name: 'Standings' }).first().click();
  // /standings opens on the NHL's table and says so (issue 39 item 7; it read the generic "Standings").
  await expect(page).toHaveTitle(/^National Hockey League Standings \d{4}-\d{2} — Hockey Directory$/);
});

// Issue 39 item 7: a league's standings are titled by league and season on the server, after hydration and when
// the reader picks another league.
test("a league's standings carry its name and season in the title, from the server on", async ({ page }) => {
  const html = await (await page.request.get('/standings?league=1')).text();
  const served = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect(served).toMatch(/^National Hockey League Standings \d{4}-\d{2} — Hockey Directory$/);
  expect(html).toMatch(/<meta name="description" content="National Hockey League standings for the \d{4}-\d{2} regular season/);
  await page.goto('/standings?league=1');
  await expect(page.getByTestId('standings-row').first()).toBeVisible();
  await appReady(page);
  await expect(page).toHaveTitle(served!);
  const ahl = page.getByLabel('League', { exact: true }).locator('option', { hasText: 'American Hockey League' });
  await page.getByLabel('League', { exact: true }).selectOption((await ahl.getAttribute('value')) ?? '');
  await expect(page).toHaveTitle('American Hockey League Standings — Hockey Directory');
  await page.getByLabel('Year', { exact: true }).selectOption('2024');
  await expect(page).toHaveTitle('American Hockey League Standings 2024-25 — Hockey Directory');
});

test('a facility card opens the facility page, titled and described on the server too', async ({ page }) => {
  await page.goto('/facilities');
  const link = page.getByTestId('facility-card').first().getByRole('link').first();
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/facility\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Facility Information')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · .+ — Hockey Directory$`));
  await expectNoSeriousA11yViolations(page);
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(`<link rel="canonical" href="${page.url()}">`);
  expect(html).toMatch(/"@type":"(StadiumOrArena|Place)"/);
});

test('an unknown player answers 404 with its not-found view and title', async ({ page }) => {
  const res = await page.goto('/player/99999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Player Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Player Not Found — Hockey Directory');
});
