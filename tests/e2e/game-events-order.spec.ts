import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe.configure({ timeout: 60_000 });

type Box = { penalties: Array<{ period: number; time: string }> };
const seconds = (t: string) => Number(t.split(':')[0]) * 60 + Number(t.split(':')[1]);

/** A demo final whose stored penalties are not in clock order within a period (the sheets' own order). */
async function finalWithUnorderedPenalties(api: APIRequestContext) {
  const games = (await (await api.get('/api/games?status=final&leagueId=1&limit=20&order=desc')).json()) as Array<{ id: number }>;
  for (const g of games) {
    const box = (await (await api.get(`/api/games/${g.id}/boxscore`)).json()) as Box;
    if (
      box.penalties.some(
        (p, i) => i > 0 && box.penalties[i - 1].period === p.period && seconds(box.penalties[i - 1].time) > seconds(p.time),
      )
    )
      return g.id;
  }
  throw new Error('no final with penalties out of clock order in the demo data');
}

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [320, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
}

for (const width of [375, 1280]) {
  test(`game page at ${width} px: penalties and goals in clock order within each period; a final has no placeholder period`, async ({
    page,
    request,
  }) => {
    const id = await finalWithUnorderedPenalties(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/game/${id}`);
    const penalties = page.getByRole('region', { name: 'Penalties' });
    await expect(penalties.getByTestId('penalty-row').first()).toBeVisible();
    for (const section of [penalties, page.getByRole('region', { name: 'Scoring Summary' })]) {
      for (const period of await section.locator('ol').all()) {
        const times = (await period.locator('li > span:first-child').allTextContents()).map(seconds);
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }
    }
    const info = page.locator('dl').filter({ has: page.getByText('Season', { exact: true }) });
    await expect(info.getByText('Outcome', { exact: true })).toBeVisible();
    await expect(info.getByText('Period', { exact: true })).toHaveCount(0);
    await expect(page.getByText('—', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
