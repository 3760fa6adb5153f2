import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../../playwright.config';
import { openAdminTab } from './support/admin';

/**
 * Stored XSS: names are free text an admin types, and every screen that shows them must print
 * them as text. The data lives in its own country, league (amateur level, so no default group
 * of another spec opens it), teams and a summer game in 2029, and is deleted afterwards, so the
 * counts other specs assert on the shared demo database stay as they are.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TAG = `Xss${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const BOLD = '"><b>bold</b>';
const GAME_DATE = '2029-08-14';

const N = {
  country: `${IMG} ${TAG}`,
  facility: `${SCRIPT} ${TAG}`,
  league: `${BOLD} League ${TAG}`,
  season: `${SCRIPT} Season ${TAG}`,
  home: `${IMG} Home ${TAG}`,
  away: `${BOLD} Away ${TAG}`,
  first: IMG,
  last: `${SCRIPT} ${TAG}`,
};
const ids: Record<string, number> = {};
let api: APIRequestContext;

async function post(url: string, data: object): Promise<number> {
  const res = await api.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  expect((await api.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const letters = 'BCDEFGHIJKLMNOPRSTUVWXYZ';
  const code = `Q${[0, 1].map(() => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
  ids.country = await post('/api/countries', { name: N.country, code });
  ids.facility = await post('/api/facilities', {
    name: N.facility,
    city: BOLD,
    facilityType: 'arena',
    surfaceType: 'ice',
    countryId: ids.country,
  });
  ids.league = await post('/api/leagues', {
    name: N.league,
    shortName: '<u>SN</u>',
    level: 'amateur',
    countryId: ids.country,
    description: SCRIPT,
  });
  ids.season = await post('/api/seasons', { leagueId: ids.league, year: '2029-30', name: N.season, isActive: true });
  const team = { city: SCRIPT, leagueId: ids.league, countryId: ids.country, homeVenueId: ids.facility };
  ids.home = await post('/api/teams', { ...team, name: N.home, conference: IMG, division: BOLD });
  ids.away = await post('/api/teams', { ...team, name: N.away });
  ids.player = await post('/api/players', {
    firstName: N.first,
    lastName: N.last,
    position: 'C',
    currentTeamId: ids.home,
    birthCountryId: ids.country,
    birthCity: BOLD,
  });
  ids.game = await post('/api/games', {
    homeTeamId: ids.home,
    awayTeamId: ids.away,
    gameDate: GAME_DATE,
    gameTime: '19:00',
    venueId: ids.facility,
    seasonId: ids.season,
    homeScore: 3,
    awayScore: 2,
    status: 'final',
    outcome: 'REG',
  });
});

test.afterAll(async () => {
  // Dependents first; whatever a failed setup never created is simply skipped.
  for (const [key, url] of [
    ['game', 'games'],
    ['player', 'players'],
    ['home', 'teams'],
    ['away', 'teams'],
    ['season', 'seasons'],
    ['league', 'leagues'],
    ['facility', 'facilities'],
    ['country', 'countries'],
  ] as const) {
    if (ids[key]) await api.delete(`/api/${url}/${ids[key]}`);
  }
  await api.dispose();
});

/** Records dialogs (alert/confirm/prompt): a payload that ran could open one. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

/** Each text is on screen literally, and nothing of the payloads became markup or ran. */
async function expectShownAsText(page: Page, where: string, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first(), `${where}: ${text}`).toBeVisible();
  const injected = await page.evaluate(() => ({
    flag: typeof (window as unknown as { __xss?: unknown }).__xss,
    img: document.querySelectorAll('img[src="x"], [onerror]').length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'bold').length,
    underline: [...document.querySelectorAll('u')].filter((u) => u.textContent === 'SN').length,
    // Data blocks (JSON-LD, the pre-rendered state) hold the names as JSON text, which never runs.
    script: [...document.scripts].filter((s) => !/json/.test(s.type) && s.textContent?.includes('__xss')).length,
  }));
  expect(injected, where).toEqual({ flag: 'undefined', img: 0, bold: 0, underline: 0, script: 0 });
}

test('public pages print stored HTML in names as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const visit = async (path: string, texts: string[], ready?: () => Promise<void>) => {
    await page.goto(path);
    await ready?.();
    await expectShownAsText(page, path, texts);
  };

  await visit(`/facilities?search=${TAG}`, [N.facility]);
  await visit(`/leagues?tab=all&search=${TAG}`, [N.league]);
  await visit(`/league/${ids.league}`, [N.league]);
  await visit(`/league/${ids.league}?tab=teams`, [N.home, N.away]);
  await visit(`/league/${ids.league}?tab=history`, [N.season]);
  await visit(`/teams?league=${ids.league}`, [N.home, N.away], async () => {
    // Only the NHL group starts open; open ours (its heading shows the league name too).
    const group = page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`${TAG}`) });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  });
  await visit(`/team/${ids.home}`, [N.home]);
  await visit(`/team/${ids.home}?tab=roster`, [N.last]);
  await visit(`/players?team=${ids.home}`, [N.last]);
  await visit(`/player/${ids.player}`, [N.last]);
  await visit(`/scores?date=${GAME_DATE}&league=${ids.league}`, [N.home, N.away]);
  await visit(`/game/${ids.game}`, [N.home, N.away]);
  await visit(`/standings?league=${ids.league}`, [N.home, N.away]);
  await visit(`/search?q=${TAG}`, [N.home, N.league, N.facility]);
  await page.getByRole('combobox', { name: /Search players, teams/ }).fill(TAG);
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await expectShownAsText(page, 'search suggestions', [N.away]);
  expect(dialogs).toEqual([]);
});

test('admin tabs print stored HTML in names as text', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await openAdminTab(page, 'countries');
  await page.getByRole('searchbox', { name: 'Search countries' }).fill(TAG);
  await expectShownAsText(page, 'admin countries', [N.country]);

  await page.goto('/admin?tab=facilities');
  await page.getByRole('searchbox', { name: 'Search facilities' }).fill(TAG);
  await expectShownAsText(page, 'admin facilities', [N.facility]);

  await page.goto('/admin?tab=leagues');
  await page.getByRole('searchbox', { name: 'Search leagues' }).fill(TAG);
  await expectShownAsText(page, 'admin leagues', [N.league]);
  await page.getByRole('button', { name: `Edit ${N.league}` }).click();
  await expectShownAsText(page, 'admin league editor', [N.season]);

  await page.goto('/admin?tab=teams');
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(TAG);
  await page.getByRole('tab', { name: 'All Teams' }).click();
  await expectShownAsText(page, 'admin teams', [N.home, N.away]);

  await page.goto('/admin?tab=players');
  await page.getByRole('searchbox', { name: 'Search players' }).fill(TAG);
  await expectShownAsText(page, 'admin players', [N.last]);

  await page.goto('/admin?tab=games');
  await page.getByLabel('Game date').fill(GAME_DATE);
  await expectShownAsText(page, 'admin games', [N.home, N.away]);

  // A fresh audit row, so parallel specs' writes cannot push ours off the first page.
  expect((await api.patch(`/api/teams/${ids.away}`, { data: {} })).status()).toBe(200);
  await page.goto('/admin?tab=activity');
  await page.getByLabel('Entity').selectOption('team');
  await expectShownAsText(page, 'admin activity', [N.away]);
  expect(dialogs).toEqual([]);
});
