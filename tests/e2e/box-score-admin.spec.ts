import { expect, test, type Page } from '@playwright/test';
import { expectToast } from './support/admin';
import { signInAs } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { getJson, goalies, nhlFinal, skaters, validBoxScore, type ApiPlayer } from './support/box-scores';

// Issue #17 item 5: the admin box-score editor, reachable from the Games tab.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function clearRows(page: Page, name: RegExp) {
  const buttons = page.getByRole('button', { name });
  while ((await buttons.count()) > 0) await buttons.first().click();
}

const fullName = (p: ApiPlayer) => `${p.firstName} ${p.lastName}`;

test('enter a whole box score with the keyboard-friendly pick lists, checked live, saved once; the game page shows it', async ({
  page,
}) => {
  const { game } = await nhlFinal(page.request, 17);
  const home = await getJson<ApiPlayer[]>(page.request, `/api/players?teamId=${game.homeTeamId}&limit=100`);
  const away = await getJson<ApiPlayer[]>(page.request, `/api/players?teamId=${game.awayTeamId}&limit=100`);
  await signInAs(page);
  // Reachable from the Games tab: the row action opens ?boxscore=<id>.
  await page.goto('/admin?tab=games');
  await page.getByLabel('Game date').fill(game.gameDate);
  await page.getByRole('combobox', { name: 'League', exact: true }).selectOption({ label: 'National Hockey League' });
  const label = `${game.awayTeam.shortName ?? game.awayTeam.name} at ${game.homeTeam.shortName ?? game.homeTeam.name}`;
  await page.getByRole('button', { name: `Box score of ${label}` }).click();
  await expect(page).toHaveURL(new RegExp(`boxscore=${game.id}`));
  const editor = page.getByRole('region', { name: `Box score: ${game.awayTeam.name} at ${game.homeTeam.name}` });
  await expect(editor.getByTestId('box-lineup')).toBeVisible();
  // Start from a clean sheet whatever the demo seed stored for this game.
  for (const side of ['home', 'away']) {
    await editor.getByTestId(`lineup-${side}`).getByRole('button', { name: 'All' }).click();
  }
  await clearRows(page, /^Remove goal/);
  await clearRows(page, /^Remove penalty/);
  await clearRows(page, /^Remove goalie/);
  for (const box of await editor.getByTestId('box-shots').getByRole('textbox').all()) await box.fill('');

  // Live validation with the shared rules: no goals yet but a score on the game.
  const issues = page.getByTestId('box-score-issues');
  await expect(issues).toContainText(`The home team has 0 goals but the game's home score is ${game.homeScore}`);

  const hs = skaters(home);
  const as = skaters(away);
  const goals = [
    ...Array.from({ length: game.homeScore ?? 0 }, (_, i) => ({ team: 'home', scorer: hs[i % 4], assist: hs[4] })),
    ...Array.from({ length: game.awayScore ?? 0 }, (_, i) => ({ team: 'away', scorer: as[i % 4], assist: as[4] })),
  ];
  for (const [i, g] of goals.entries()) {
    await editor.getByRole('button', { name: 'Add goal' }).click();
    const n = `Goal ${i + 1}`;
    await editor.getByLabel(`${n} period`).selectOption(String(1 + (i % 3)));
    await editor.getByLabel(`${n} time (MM:SS)`).fill(`${String(1 + i).padStart(2, '0')}:30`);
    await editor.getByLabel(`${n} team`).selectOption(g.team);
    await editor.getByLabel(`${n} scorer`).selectOption(String(g.scorer.id));
    // Keyboard: focus the assist list and step down to the first dressed player.
    await editor.getByLabel(`${n} first assist`).focus();
    await page.keyboard.press('ArrowDown');
    await expect(editor.getByLabel(`${n} first assist`)).not.toHaveValue('');
    await editor.getByLabel(`${n} first assist`).selectOption(String(g.assist.id));
  }
  // An assister who is the scorer is named on its row, live.
  await editor.getByLabel('Goal 1 second assist').selectOption(String(goals[0].scorer.id));
  await expect(editor.getByTestId('goal-editor-row').first()).toContainText('The scorer cannot assist his own goal');
  await expect(issues).toContainText('Goal 1:');
  await editor.getByLabel('Goal 1 second assist').selectOption('');

  // Shots, a penalty and both goalies (numbers filled from the goals and shots).
  for (const [p, label] of [
    [1, '1'],
    [2, '2'],
    [3, '3'],
  ] as const) {
    await editor.getByLabel(`Period ${label} shots, ${game.awayTeam.shortName ?? game.awayTeam.name}`).fill(String(10 + p));
    await editor.getByLabel(`Period ${label} shots, ${game.homeTeam.shortName ?? game.homeTeam.name}`).fill(String(9 + p));
  }
  await editor.getByRole('button', { name: 'Add penalty', exact: true }).click();
  await editor.getByLabel('Penalty 1 period').selectOption('2');
  await editor.getByLabel('Penalty 1 time (MM:SS)').fill('12:00');
  await editor.getByLabel('Penalty 1 team').selectOption('away');
  await editor.getByLabel('Penalty 1 player').selectOption(String(as[6].id));
  await editor.getByLabel('Penalty 1 infraction').fill('Tripping');
  for (const team of [game.awayTeam, game.homeTeam])
    await editor.getByRole('button', { name: `Add ${team.shortName ?? team.name} goalie` }).click();
  await editor.getByLabel('Goalie 1 player').selectOption(String((goalies(away)[0] ?? as[10]).id));
  await editor.getByLabel('Goalie 2 player').selectOption(String((goalies(home)[0] ?? hs[10]).id));
  await editor.getByRole('button', { name: 'Fill from goals and shots' }).click();
  await expect(editor.getByLabel('Goalie 1 goals against')).toHaveValue(String(game.homeScore));
  await expect(editor.getByLabel('Goalie 1 shots against')).toHaveValue('33');
  const homeWon = (game.homeScore ?? 0) > (game.awayScore ?? 0);
  await editor.getByLabel('Goalie 1 decision').selectOption(homeWon ? 'L' : 'W');
  await editor.getByLabel('Goalie 2 decision').selectOption(homeWon ? 'W' : 'L');

  await expect(issues).toBeEmpty();
  await expectNoSeriousA11yViolations(page, '#main');
  await editor.getByRole('button', { name: 'Save box score' }).click();
  await expectToast(page, 'Success', 'Box score saved successfully');
  await expect(editor.getByText(/^Last saved/)).toBeVisible();

  const stored = await getJson<{ goals: unknown[]; penalties: { infraction: string }[] }>(page.request, `/api/games/${game.id}/boxscore`);
  expect(stored.goals).toHaveLength(goals.length);
  expect(stored.penalties.map((p) => p.infraction)).toEqual(['Tripping']);
  await page.goto(`/game/${game.id}`);
  await expect(page.getByTestId('line-score-total-home')).toHaveText(String(game.homeScore));
  await expect(page.getByTestId('shots-by-period-total-home')).toHaveText('33');
  await expect(page.getByTestId('shots-by-period-total-away')).toHaveText('36');
  await expect(
    page
      .getByTestId('goal-row')
      .filter({ hasText: fullName(goals[0].scorer) })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('penalty-row')).toContainText('Tripping');
});

test('a box score changed by someone else meanwhile answers 409 and offers the stored one; a server 400 names its rows', async ({
  page,
}) => {
  const { game } = await nhlFinal(page.request, 18);
  const { body } = await validBoxScore(page.request, game);
  await signInAs(page);
  expect((await page.request.put(`/api/games/${game.id}/boxscore`, { data: body })).status()).toBe(200);
  await page.goto(`/admin?tab=games&boxscore=${game.id}`);
  const editor = page.getByRole('region', { name: /^Box score:/ });
  await expect(editor.getByTestId('goal-editor-row')).toHaveCount(body.goals.length);

  // Someone else saves first.
  body.penalties = [{ period: 1, time: '03:00', team: 'home', playerId: body.lineup[6].playerId, minutes: 2, infraction: 'Holding' }];
  expect((await page.request.put(`/api/games/${game.id}/boxscore`, { data: body })).status()).toBe(200);
  await editor.getByRole('button', { name: 'Save box score' }).click();
  await expectToast(page, 'Changed by someone else', /Failed to save box score/);
  await expect(page.getByTestId('box-score-issues')).toContainText('Box score:');
  await editor.getByRole('button', { name: 'Load the stored box score' }).click();
  await expect(editor.getByTestId('penalty-editor-row')).toHaveCount(1);
  await expect(editor.getByLabel('Penalty 1 infraction')).toHaveValue('Holding');

  // A rule only the server can check (players exist) comes back as 400 naming the row.
  await page.route(`**/api/games/${game.id}/boxscore`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Invalid box score',
            errors: [{ path: 'goals.0.scorerPlayerId', message: 'Player 424242 does not exist' }],
          }),
        })
      : route.continue(),
  );
  await editor.getByRole('button', { name: 'Save box score' }).click();
  await expect(page.getByTestId('box-score-issues')).toContainText('Goal 1: Player 424242 does not exist');
  await expect(editor.getByTestId('goal-editor-row').first()).toContainText('Player 424242 does not exist');
});

test('a score the box score contradicts is refused on the game; the editor changes both in one save', async ({ page }) => {
  const { game } = await nhlFinal(page.request, 19);
  const { body } = await validBoxScore(page.request, game);
  await signInAs(page);
  expect((await page.request.put(`/api/games/${game.id}/boxscore`, { data: body })).status()).toBe(200);
  // The winner scores once more: still a regulation win, so only the box score can object.
  const side = (game.homeScore ?? 0) > (game.awayScore ?? 0) ? 'home' : 'away';
  const scoreKey = side === 'home' ? 'homeScore' : 'awayScore';
  const before = game[scoreKey] ?? 0;
  const team = side === 'home' ? game.homeTeam : game.awayTeam;
  const teamName = team.shortName ?? team.name;

  // The Games tab's edit form cannot make the score disagree with the goals.
  const refused = await page.request.put(`/api/games/${game.id}`, { data: { [scoreKey]: before + 1 } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/box score editor/);

  await page.goto(`/admin?tab=games&boxscore=${game.id}`);
  const editor = page.getByRole('region', { name: /^Box score:/ });
  await expect(editor.getByTestId('goal-editor-row')).toHaveCount(body.goals.length);
  await editor.getByLabel(`Result, ${teamName} score`).fill(String(before + 1));
  const issues = page.getByTestId('box-score-issues');
  await expect(issues).toContainText(`The ${side} team has ${before} goals`);
  // The late goal, and the other side's goalie who let it in (goalie rows: home first, then away).
  await editor.getByRole('button', { name: 'Add goal' }).click();
  const n = `Goal ${body.goals.length + 1}`;
  await editor.getByLabel(`${n} period`).selectOption('3');
  await editor.getByLabel(`${n} time (MM:SS)`).fill('19:40');
  await editor.getByLabel(`${n} team`).selectOption(side);
  const scorer = body.goals.find((g) => g.team === side)!.scorerPlayerId;
  await editor.getByLabel(`${n} scorer`).selectOption(String(scorer));
  const beaten = side === 'home' ? 'Goalie 2' : 'Goalie 1';
  await editor.getByLabel(`${beaten} goals against`).fill(String(before + 1));
  await editor.getByLabel(`${beaten} shots against`).fill(String(before + 21));
  await expect(issues).toBeEmpty();
  await expect(editor.getByRole('button', { name: /^Use the goals/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '#main');
  await editor.getByRole('button', { name: 'Save box score' }).click();
  await expectToast(page, 'Success', 'Box score saved successfully');

  expect(await getJson<Record<string, number>>(page.request, `/api/games/${game.id}`)).toMatchObject({ [scoreKey]: before + 1 });
  await page.goto(`/game/${game.id}`);
  await expect(page.getByTestId(`line-score-total-${side}`)).toHaveText(String(before + 1));
});
