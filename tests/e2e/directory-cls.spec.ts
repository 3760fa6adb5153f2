import { expect, test } from '@playwright/test';
import { layoutShift, trackLayoutShift } from './support/layout-shift';

// The public screens' own first-load shift (server-rendered shell → app → data) with the demo's ads off;
// ads-cls.spec.ts covers what ads add. Budget 0.05 (web.dev "good" is 0.1).
const PAGES = [
  { path: '/teams', ready: /^National Hockey League/ },
  { path: '/leagues', ready: /^Professional/ },
  { path: '/players', ready: null },
  { path: '/facilities', ready: null },
  { path: '/', ready: null },
  { path: '/standings?league=1', ready: null },
  { path: '/scores', ready: null },
];

for (const width of [375, 1280]) {
  for (const { path, ready } of PAGES) {
    test(`cold load of ${path} at ${width} px shifts the layout by less than 0.05`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await trackLayoutShift(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Settled: no skeleton left in view (counts, groups and the open group's cards are in).
      if (ready) await expect(page.getByRole('tabpanel').locator('button[aria-expanded="true"]').first()).toHaveAccessibleName(ready);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The headline counts are in ("—" while loading); a card's own "—" (a facility with no capacity) is data.
      const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(hero.getByText('—', { exact: true })).toHaveCount(0);
      await page.waitForTimeout(500);
      const cls = await layoutShift(page);
      test.info().annotations.push({ type: 'CLS', description: `${path} @${width}px: ${cls.toFixed(4)}` });
      console.log(`CLS ${path} @${width}px first load ${cls.toFixed(4)}`);
      expect(cls).toBeLessThan(0.05);
    });
  }
}
