import { expect, test, type Page } from '@playwright/test';
import { ROUTE_PATHS } from '#shared/routes/routes';
import { appReady } from './support/app-ready';
import { signInAs } from './support/auth';
import { recordCspViolations } from './support/csp-violations';

// Issue 40 item 2 (docs/decisions/0033): every page runs under `script-src 'nonce-…' 'strict-dynamic'`,
// and nothing the app itself does on any of them is refused: not its boot script, JSON data, lazy
// chunks, module preloads, styles, fonts, images, workers or API calls. Every route of the route table
// (src/shared/routes, the sitemap's source), signed out and as an admin; the admin tabs load lazy chunks.

/** Where a record page finds a real id: the first row of its list. A new record page needs a line here. */
const LISTS: Record<string, string> = {
  facility: '/api/facilities',
  league: '/api/leagues',
  team: '/api/teams',
  player: '/api/players',
  game: '/api/games',
  scoreGame: '/api/games',
};

async function address(page: Page, path: string, routeId: string): Promise<string> {
  if (!path.includes(':id')) return `/${path}`;
  expect(LISTS[routeId], `no list for the record page ${routeId}`).toBeTruthy();
  const rows = (await (await page.request.get(`${LISTS[routeId]}?limit=1`)).json()) as { id: number }[];
  return `/${path.replace(':id', String(rows[0].id))}`;
}

async function visit(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.headers()['content-security-policy'], url).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'(;|$)/);
  await appReady(page);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
}

for (const { path, route } of ROUTE_PATHS) {
  test(`/${path}: no CSP violation, signed out or signed in as an admin`, async ({ page }) => {
    const violations = await recordCspViolations(page);
    const url = await address(page, path, route.id);
    await visit(page, url);
    await signInAs(page);
    await visit(page, url);
    expect(await violations()).toEqual([]);
  });
}

test('the admin tabs (lazy chunks) run with no CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await signInAs(page);
  for (const tab of ['teams', 'players', 'games', 'leagues', 'facilities', 'countries', 'import', 'users', 'activity']) {
    await visit(page, `/admin?tab=${tab}`);
    await expect(page.locator(`[role="tab"][data-value="${tab}"][aria-selected="true"]`)).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});

test('the OpenAPI browser runs under its own-files-only policy with no violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
  expect(await violations()).toEqual([]);
});
