import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectColumnsLineUp } from './support/columns';

test.describe.configure({ timeout: 60_000 });

type Row = {
  team: { id: number; division: string };
  wins: number;
  losses: number;
  overtimeLosses: number;
  points: number;
  streak: string;
  lastTen: string;
};
type Stats = { skaters: Array<{ playerId: number; points: number }>; goalies: Array<{ playerId: number; gamesPlayed: number }> };

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [320, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
}

for (const width of [375, 1280]) {
  test(`team overview at ${width} px: record in the hero, next game, leaders, games and the roster by position`, async ({
    page,
    request,
  }) => {
    const { rows } = (await (await request.get('/api/standings?leagueId=1')).json()) as { rows: Row[] };
    const row = rows.find((r) => r.team.id === 1)!;
    const stats = (await (await request.get('/api/teams/1/stats')).json()) as Stats;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/team/1');

    const record = page.getByTestId('team-record');
    await expect(record).toContainText(`${row.wins}-${row.losses}-${row.overtimeLosses}`);
    await expect(record).toContainText(`Points${row.points}`);
    await expect(record).toContainText(new RegExp(`in ${row.team.division}\\d+(st|nd|rd|th)`));
    await expect(record).toContainText(`Streak${row.streak}`);
    await expect(record).toContainText(`Last 10${row.lastTen}`);

    await expect(page.getByTestId('next-game')).toHaveAttribute('href', /^\/game\/\d+$/);
    await expect(page.getByTestId('next-game')).toContainText(/Next game|Playing now/);
    const leaders = page.getByTestId('team-leaders');
    await expect(leaders.getByRole('listitem')).toHaveCount(3);
    await expect(leaders.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', `/player/${stats.skaters[0].playerId}`);
    await expect(leaders.getByRole('listitem').first()).toContainText(String(stats.skaters[0].points));
    await expect(page.getByRole('list', { name: 'Recent Games' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Upcoming Games' }).getByRole('listitem').first()).toBeVisible();

    for (const [group, title] of [
      ['forwards', 'Forwards'],
      ['defense', 'Defense'],
      ['goalies', 'Goalies'],
    ])
      await expect(page.getByTestId(`roster-${group}`).locator('caption')).toHaveText(title);
    await expect(page.getByTestId('roster-goalies').locator('thead')).toContainText(/GP\s*GAA\s*SV%/);
    // The goalies' #, Name, Age (bio columns from md) and GP under the skaters': one grid down the roster.
    await expectColumnsLineUp(page.getByTestId('roster-table').locator('table'), `roster at ${width} px`, 3);
    const top = stats.skaters[0];
    const topRow = page.getByTestId('roster-table').locator('tbody tr', { has: page.locator(`a[href="/player/${top.playerId}"]`) });
    await expect(topRow.locator('td').last()).toHaveText(String(top.points));
    // Readable on a phone: no name is cut off, no cell overflows its table.
    const clipped = await page
      .getByTestId('roster-table')
      .locator('tbody th, tbody td')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
    expect(clipped).toEqual([]);

    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

test('the hero record and the roster are in the server-rendered page', async ({ request }) => {
  const html = await (await request.get('/team/1')).text();
  expect(html).toContain('data-testid="team-record"');
  expect(html).toContain('data-testid="roster-forwards"');
  expect(html).toContain('data-testid="team-leaders"');
});
