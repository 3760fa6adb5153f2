import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 27, ADR 0028: the scorekeeper's console at the rink — a whole game on a phone, watched live
// from the game page; and fifty events recorded offline that reach the server once each, in order.
test.describe.configure({ timeout: 240_000 });
// A missing control fails in seconds rather than at the whole-game timeout.
test.use({ actionTimeout: 15_000 });
const SHOTS = '/tmp/h3-shots';

type Ev = { id: string; type: string; team?: string; period: number; time: string };

/** A game of the NHL's current season between two of its teams, starting in 30 minutes, and a code for it. */
async function scoredGame(admin: APIRequestContext, pair: number) {
  const standings = await (await admin.get('/api/standings?leagueId=1')).json();
  const teams = standings.rows.slice(pair * 2, pair * 2 + 2).map((r: { team: { id: number } }) => r.team.id);
  const startsAt = new Date(Date.now() + 30 * 60_000).toISOString();
  const created = await admin.post('/api/games', {
    data: { homeTeamId: teams[0], awayTeamId: teams[1], startsAt, seasonId: standings.season.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as { id: number };
  const code = (await (await admin.post(`/api/games/${game.id}/codes`, { data: {} })).json()).code as string;
  // The home team's first skater scores twice; his statistics must show both goals.
  const homeRoster = (await (await admin.get(`/api/players?teamId=${teams[0]}&limit=100`)).json()) as { id: number; position: string }[];
  const homeSkaters = homeRoster.filter((p) => p.position !== 'goalie').map((p) => p.id);
  const firstHome = homeSkaters[0]!;
  const stats = await (await admin.get(`/api/players/${firstHome}/stats`)).json();
  const regular = (stats.skater.careers as { seasonType: string; goals: number; powerPlayGoals: number }[]).find(
    (c) => c.seasonType === 'regular',
  );
  const firstHomeCareer = [regular?.goals ?? 0, regular?.powerPlayGoals ?? 0];
  return { id: game.id, home: teams[0] as number, away: teams[1] as number, code, standings, firstHome, homeSkaters, firstHomeCareer };
}

async function enterCode(page: Page, code: string, gameId: number) {
  await page.goto('/score');
  await page.getByRole('textbox', { name: 'Game code' }).fill(code);
  await page.getByRole('button', { name: 'Start scoring' }).click();
  await page.waitForURL(`**/score/${gameId}`);
  await expect(page.getByTestId('console-sync')).toBeVisible();
}

/** Nothing wider than the phone: the console must not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  // The widest offenders, named, so a failure says what to fix.
  const wide = await page.evaluate((w) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 0.5 && r.width > 0)
        out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} ${Math.round(r.right)}`);
    }
    return { scroll: document.documentElement.scrollWidth, out: out.slice(0, 8) };
  }, width);
  expect(wide.scroll, wide.out.join('\n')).toBeLessThanOrEqual(width);
}

const events = async (admin: APIRequestContext, id: number) => (await (await admin.get(`/api/games/${id}/events`)).json()) as Ev[];

test('scores a whole game on a 375 px phone while the game page follows it live', async ({ page, browser, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const g = await scoredGame(admin, 0);
  const row = (s: { rows: { team: { id: number }; gamesPlayed: number; wins: number }[] }, id: number) =>
    s.rows.find((r) => r.team.id === id)!;

  await page.setViewportSize({ width: 375, height: 812 });
  await enterCode(page, g.code, g.id);
  // The site's header and brand stay above the console, linked home: the scorekeeper knows where he is.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hockey Directory' })).toBeInViewport();
  const fanCtx = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const fan = await fanCtx.newPage();
  await fan.goto(`/game/${g.id}`);
  const pbp = fan.getByTestId('play-by-play');

  // Lineups: scratch the home team's last skater, confirm both with their starting goalies.
  const homeLineup = page.getByRole('region', { name: /lineup/ }).last();
  await homeLineup
    .getByRole('button', { pressed: true })
    .filter({ hasNotText: /\bG\s*$/ })
    .last()
    .click();
  await page.screenshot({ path: `${SHOTS}/console-lineups-375.png`, fullPage: false });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  for (const section of await page.getByRole('region', { name: /lineup/ }).all())
    await section.getByRole('button', { name: /^Confirm/ }).click();
  await expect(page.getByRole('tab', { name: 'Lineups ✓' })).toBeVisible();
  await page.getByRole('tab', { name: /Events/ }).click();

  const record = async (type: 'Goal' | 'Penalty', fill: () => Promise<void>) => {
    await page.getByRole('navigation', { name: 'Record' }).getByRole('button', { name: type, exact: true }).click();
    const sheet = page.getByRole('dialog');
    await fill();
    await sheet.getByRole('button', { name: /^Save/ }).click();
    await expect(sheet).toBeHidden();
  };
  const more = async (name: string) => {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name, exact: true }).click();
  };
  const sheet = page.getByRole('dialog');
  const homeName = await page.getByTestId('console-score-home').locator('xpath=..').locator('p').first().textContent();

  await page.getByRole('button', { name: 'Start period 1' }).click();
  await expect(pbp).toContainText('Start of 1st Period');
  // Starting play sets the game live on the server, so every list of games shows it live.
  await expect.poll(async () => (await (await admin.get(`/api/games/${g.id}`)).json()).status).toBe('live');
  await expect(fan.getByTestId('detail-status')).toHaveText('LIVE');
  await page.getByRole('button', { name: `Shot ${homeName}` }).click();
  // The away minor first: the power-play goal that follows needs it in force (issue 39).
  await record('Penalty', async () => {
    await page.screenshot({ path: `${SHOTS}/console-penalty-375.png`, fullPage: false });
    await expectNoSidewaysScroll(page);
    await sheet.getByRole('button', { name: /.+/ }).first().click(); // the away team
    await sheet.getByLabel('Time').fill('0430');
    await sheet.getByLabel('Player', { exact: true }).selectOption({ index: 1 });
    await sheet.getByRole('button', { name: 'Tripping' }).click();
  });
  await expect(pbp).toContainText('Tripping');
  await record('Goal', async () => {
    await sheet.getByLabel('Time').fill('0512');
    await sheet.getByLabel('Scorer').selectOption(String(g.firstHome));
    await sheet.getByLabel('Assist 1').selectOption(String(g.homeSkaters[1]));
    await sheet.getByRole('button', { name: 'PP' }).click();
  });
  await expect(pbp.getByTestId('pbp-event').filter({ hasText: 'Goal' })).toHaveCount(1);
  await expect(page.getByTestId('console-score-home')).toHaveText('1');
  await page.getByRole('button', { name: 'End period 1' }).click();
  await page.getByRole('button', { name: 'Start period 2' }).click();
  await record('Goal', async () => {
    await sheet.getByRole('button', { name: /.+/ }).first().click();
    await sheet.getByLabel('Time').fill('1100');
    await sheet.getByLabel('Scorer').selectOption({ index: 2 });
  });
  await expect(fan.getByTestId('score-away')).toContainText('1');
  await more('Goalie change');
  await sheet.getByLabel('Time').fill('1200');
  await sheet.getByLabel('Goalie now in net').selectOption({ index: 2 });
  await sheet.getByRole('button', { name: /^Save/ }).click();
  await expect(pbp).toContainText('Goalie in');
  await page.getByRole('button', { name: 'End period 2' }).click();
  await page.getByRole('button', { name: 'Start period 3' }).click();
  await record('Goal', async () => {
    await sheet.getByLabel('Time').fill('0900');
    await sheet.getByLabel('Scorer').selectOption(String(g.firstHome));
  });
  await more('Goalie change');
  await sheet.getByRole('button', { name: /.+/ }).first().click();
  await sheet.getByLabel('Time').fill('1830');
  await sheet.getByLabel('Goalie now in net').selectOption({ index: 0 });
  await sheet.getByRole('button', { name: /^Save/ }).click();
  await expect(pbp).toContainText('Goalie pulled');
  await record('Goal', async () => {
    await sheet.getByLabel('Time').fill('1915');
    await sheet.getByLabel('Scorer').selectOption(String(g.homeSkaters[2]));
    await sheet.getByLabel('Empty net').check();
  });
  await expect(pbp.getByTestId('pbp-event').filter({ hasText: /\bEN\b/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'End period 3' }).click();
  await expect(page.getByTestId('console-sync')).toHaveText(/All events sent/);
  // One shots figure (issue 39): the fan's play-by-play counts what the console's bar counts, taps and goals.
  const sog = async (side: string) =>
    (await page.getByTestId(`console-score-${side}`).locator('xpath=following-sibling::p').textContent())!.replace('SOG ', '');
  const [awaySog, homeSog] = [await sog('away'), await sog('home')];
  await expect(pbp.getByTestId('pbp-shots')).toHaveText(new RegExp(`^Shots on goal: .+ ${awaySog} · .+ ${homeSog}$`));
  await page.screenshot({ path: `${SHOTS}/console-events-375.png`, fullPage: false });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'End game' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Final' })).toBeVisible();
  // The sheet closes at End game (issue 39): no event buttons, and the server refuses the code's writes.
  await expect(page.getByTestId('sheet-closed')).toContainText('The scoresheet is closed');
  await expect(page.getByTestId('console-period')).toHaveText('Final');
  await expect(page.getByRole('button', { name: /^(Goal|Penalty|End game)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Undo / })).toHaveCount(0);
  const late = await page.request.post(`/api/games/${g.id}/events`, {
    data: { id: '7d0c6f1e-2b7a-4c61-9a43-0e5b8f2d9c11', type: 'shot', period: 3, time: '19:50', team: 'home' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(late.status()).toBe(409);
  await page.screenshot({ path: `${SHOTS}/console-closed-375.png`, fullPage: false });
  await expect(fan.getByTestId('score-home')).toContainText('3');
  // The fan's page turns Final from its stream, without a reload (its poll would take 30 s).
  await expect(fan.getByTestId('detail-status')).toHaveText('Final');
  await fan.screenshot({ path: `${SHOTS}/game-page-1280.png`, fullPage: false });

  // What the events add up to: the result, the box score, the standings and the scorer's statistics.
  const game = await (await admin.get(`/api/games/${g.id}`)).json();
  expect(game).toMatchObject({ status: 'final', homeScore: 3, awayScore: 1, outcome: 'REG' });
  const box = await (await admin.get(`/api/games/${g.id}/boxscore`)).json();
  expect(box.goals.map((x: { team: string; emptyNet: boolean }) => `${x.team}${x.emptyNet ? ' EN' : ''}`)).toEqual([
    'home',
    'away',
    'home',
    'home EN',
  ]);
  expect(box.penalties).toHaveLength(1);
  expect(box.goalies.filter((x: { team: string }) => x.team === 'home')).toHaveLength(2);
  expect(box.goalies.map((x: { credited: string | null }) => x.credited).sort()).toEqual(['L', 'W', null].sort());
  const after = await (await admin.get('/api/standings?leagueId=1')).json();
  expect(row(after, g.home)).toMatchObject({
    gamesPlayed: row(g.standings, g.home).gamesPlayed + 1,
    wins: row(g.standings, g.home).wins + 1,
  });
  expect(row(after, g.away).gamesPlayed).toBe(row(g.standings, g.away).gamesPlayed + 1);
  const scorer = box.goals[0].scorerPlayerId as number;
  expect(scorer).toBe(g.firstHome);
  const career = async () =>
    (
      (await (await admin.get(`/api/players/${scorer}/stats`)).json()).skater.careers as {
        seasonType: string;
        goals: number;
        powerPlayGoals: number;
      }[]
    )
      .filter((c) => c.seasonType === 'regular')
      .map((c) => [c.goals, c.powerPlayGoals])[0] ?? [0, 0];
  expect(await career()).toEqual([g.firstHomeCareer[0]! + 2, g.firstHomeCareer[1]! + 1]);
  await fanCtx.close();
  await admin.dispose();
});

test('a tap right after Start period records in the new period: the console moves on at the tap', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const g = await scoredGame(admin, 2);
  await page.setViewportSize({ width: 375, height: 812 });
  await enterCode(page, g.code, g.id);
  await page.getByRole('tab', { name: /Events/ }).click();
  await page.getByRole('button', { name: 'Start period 1' }).click();
  await page.getByRole('button', { name: 'End period 1' }).click();
  await expect(page.getByRole('button', { name: 'Start period 2' })).toBeVisible();
  // Two taps as a quick thumb makes them: separate tasks, nothing awaited between (the device's own store is
  // slower than that on a busy phone, and was the only thing that moved the console on).
  await page.evaluate(async () => {
    const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
    button('Start period 2').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    button('Goal').click();
  });
  await expect(page.getByRole('dialog').getByText('Time of P2 (elapsed)')).toBeVisible();
  await admin.dispose();
});

test('fifty events recorded offline reach the server once each, in order', async ({ browser, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const g = await scoredGame(admin, 1);
  // Its own context: going offline must not leak into the worker's shared one.
  const ctx = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  // As on a plain-HTTP origin (a rink's LAN address), where crypto.randomUUID does not exist.
  await ctx.addInitScript(() => delete (Crypto.prototype as Partial<Crypto>).randomUUID);
  const page = await ctx.newPage();
  await enterCode(page, g.code, g.id);
  await page.getByRole('tab', { name: /Events/ }).click();

  await ctx.setOffline(true);
  await page.getByRole('button', { name: 'Start period 1' }).click();
  const shotButtons = page.getByRole('navigation', { name: 'Record' }).getByRole('button', { name: /^Shot/ });
  const sides: string[] = [];
  for (let i = 0; i < 49; i++) {
    await shotButtons.nth(i % 3 === 0 ? 0 : 1).click();
    sides.push(i % 3 === 0 ? 'away' : 'home');
  }
  await expect(page.getByTestId('console-sync')).toContainText('50 not sent');
  await expect(page.locator('[data-pending]')).toHaveCount(50);
  expect(await events(admin, g.id)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/console-offline-375.png`, fullPage: false });
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/console-offline-1280.png`, fullPage: false });
  await page.getByRole('tab', { name: /Lineups/ }).click();
  await page.screenshot({ path: `${SHOTS}/console-lineups-1280.png`, fullPage: false });
  await page.getByRole('tab', { name: /Events/ }).click();

  await ctx.setOffline(false);
  await expect(page.getByTestId('console-sync')).toHaveText(/All events sent/, { timeout: 60_000 });
  const stored = await events(admin, g.id);
  expect(stored).toHaveLength(50);
  expect(new Set(stored.map((e) => e.id)).size).toBe(50);
  expect(stored.map((e) => e.team ?? e.type)).toEqual(['period-start', ...sides]);
  await ctx.close();
  await admin.dispose();
});
