import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe.configure({ timeout: 60_000 });

type Line = { playerId: number; skater: { points: number; gamesPlayed: number } | null; goalie: { gamesPlayed: number } | null };

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [320, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
}

for (const width of [375, 1280]) {
  test(`players at ${width} px open on an NHL team, name the team once and show this season's line`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/players');
    const first = page.getByRole('tabpanel').locator('button[aria-expanded]').first();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const teamName = (await first.textContent())!.replace(/\d+$/, '').trim();
    const [facet] = (await (await request.get('/api/facets/players?by=team&limit=1')).json()) as Array<{ key: string; label: string }>;
    expect(teamName).toBe(facet.label);
    const team = (await (await request.get(`/api/teams/${facet.key}`)).json()) as { league: { name: string } };
    expect(team.league.name).toBe('National Hockey League');

    const rows = page.getByTestId('player-card');
    await expect(rows.first()).toBeVisible();
    // The group's heading names the team: no Team column, no team under each name.
    await expect(page.getByRole('columnheader', { name: 'Team', exact: true })).toHaveCount(0);
    await expect(rows.filter({ hasText: teamName })).toHaveCount(0);
    for (const h of ['GP', 'G', 'A', 'P']) await expect(page.getByRole('columnheader', { name: h, exact: true }).first()).toBeVisible();

    const ids = await rows
      .locator('a[href^="/player/"]')
      .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/')[2])));
    const lines = (await (await request.get(`/api/players/season-lines?ids=${ids.join(',')}`)).json()) as Line[];
    const skater = lines.find((l) => l.skater && l.skater.points > 0)!;
    const goalie = lines.find((l) => l.goalie && l.goalie.gamesPlayed > 0)!;
    const rowOf = (id: number) => rows.filter({ has: page.locator(`a[href="/player/${id}"]`) });
    await expect(rowOf(skater.playerId).locator('td').last()).toHaveText(String(skater.skater!.points));
    await expect(rowOf(goalie.playerId)).toContainText(/\d\.\d\d\s*GAA/);
    await expect(rowOf(goalie.playerId)).toContainText(/\.\d{3}\s*SV%/);

    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

test('other groupings still name each player’s team', async ({ page }) => {
  await page.goto('/players?tab=position');
  await expect(page.getByRole('columnheader', { name: 'Team', exact: true }).first()).toBeVisible();
});
