import { expect, test } from '@playwright/test';
import { appReady } from './support/app-ready';
import { expectNoSeriousA11yViolations } from './support/axe';

// A read that fails says what did not load in plain words, offers Retry, and on a detail page a way back
// (issue 19 item 6). The first page arrives server-rendered, so the failures are made on client navigation.

test('a team page whose read fails says so in words, offers Retry and a way back, and Retry loads it', async ({ page }) => {
  await page.goto('/teams');
  await appReady(page);
  const card = page.getByTestId('team-card').first();
  const name = (await card.getByRole('heading').first().textContent())!.trim();
  let failing = true;
  await page.route(/\/api\/teams\/\d+$/, (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' }) : route.continue(),
  );
  await card
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Could not load this team' })).toBeVisible();
  await expect(alert).toContainText('The directory is busy or being updated. Try again in a moment.');
  await expect(alert).not.toContainText('503');
  await expect(alert.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
  await expectNoSeriousA11yViolations(page);
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('scores whose read cannot reach the server say to check the connection, and Retry recovers', async ({ page }) => {
  await page.goto('/scores');
  await appReady(page);
  await expect(page.getByRole('heading', { name: /Scores/ }).first()).toBeVisible();
  let failing = true;
  await page.route(/\/api\/games\?/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.getByRole('button', { name: 'Next day' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Failed to fetch games' })).toBeVisible();
  await expect(alert).toContainText('We could not reach Hockey Directory. Check your connection, then try again.');
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(
    page
      .getByTestId('game-card')
      .first()
      .or(page.getByRole('heading', { name: 'No Games Found' })),
  ).toBeVisible();
});
