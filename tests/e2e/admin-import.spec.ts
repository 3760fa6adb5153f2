import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInMain, expectToast, openAdminTab } from './support/admin';

// Issue #18 item 1: a schedule file imported through the admin Import tab shows on /scores.
test.describe.configure({ timeout: 90_000 });

const DAY = '2030-05-20';
const HEADER = 'externalId,league,date,time,homeTeam,awayTeam,homeScore,awayScore,outcome';
const GOOD = [`e2e-import-1,NHL,${DAY},19:00,TOR,MTL,4,2,REG`, `e2e-import-2,NHL,${DAY},19:30,BOS,BUF,,,`];
const TIE = `e2e-import-3,NHL,${DAY},20:00,EDM,CGY,3,3,SO`;

const chooseFile = (page: Page, lines: string[]) =>
  page
    .getByLabel(/^File/)
    .setInputFiles({ name: 'schedule.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n') + '\n') });

test('a schedule file: dry run names the bad line, the good file imports and its games are on /scores', async ({ page }) => {
  await openAdminTab(page, 'import');
  await page.getByLabel('What the file holds').selectOption('games');
  await chooseFile(page, [...GOOD, TIE]);
  await page.getByRole('button', { name: 'Check file' }).click();

  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Nothing was imported: fix the rejected rows');
  const rejected = report.getByRole('row').filter({ hasText: 'is a tie' });
  await expect(rejected.getByRole('cell')).toHaveText(['4', 'homeScore', 'A final needs a winner: 3–3 is a tie']);
  await expect(page.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
  await expectNoSeriousA11yViolationsInMain(page);

  await chooseFile(page, GOOD);
  // Keyboard only from here: the check and the import are ordinary buttons.
  await page.getByRole('button', { name: 'Check file' }).focus();
  await page.keyboard.press('Enter');
  await expect(report).toContainText('Dry run: nothing stored yet');
  await expect(report.getByRole('definition').nth(1)).toHaveText('2');
  await page.getByRole('button', { name: 'Import 2 rows' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Success', 'Imported 2 games');
  await expect(report).toContainText('Imported');

  await page.goto(`/scores?date=${DAY}&league=1`);
  await expect(page.getByTestId('league-info')).toContainText('2 games listed');
  await expect(page.getByRole('link', { name: /^Montréal Canadiens at Toronto Maple Leafs, / })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Buffalo Sabres at Boston Bruins, / })).toBeVisible();
});

test('the Import tab fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdminTab(page, 'import');
  await expect(page.getByRole('button', { name: 'Check file' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolationsInMain(page);
});
