import { expect, test } from '@playwright/test';
import { appReady } from './support/app-ready';
import { settledSideways, sideways } from './support/sideways';

// Issue 19 item 5: no public screen scrolls sideways, at a phone's, a tablet's and a laptop's width, and
// the header keeps Sign In on screen in the 1024-1100 px band where the full navigation first appears.
test.describe.configure({ timeout: 180_000 });

const PUBLIC = [
  '/',
  '/directory',
  '/products',
  '/facilities',
  '/facility/1',
  '/leagues',
  '/league/1',
  '/teams',
  '/team/1',
  '/players',
  '/player/1',
  '/scores',
  '/game/1',
  '/standings',
  '/search?q=tor',
  // The tabs and pages the final review (issue 19) also walked through.
  '/league/1?tab=teams',
  '/league/1?tab=leaders',
  '/teams?league=5',
  '/team/1?tab=roster',
  '/team/1?tab=stats',
  '/players?tab=all',
  '/help',
  '/api/login',
];

// One load a page, then the phone's, tablet's and laptop's widths by resizing it: the layout is CSS, so a
// resize is what a reader sees (69 loads became 23).
const WIDTHS = [375, 768, 1280];
const THIRD = Math.ceil(PUBLIC.length / 3);
for (const [i, urls] of [PUBLIC.slice(0, THIRD), PUBLIC.slice(THIRD, 2 * THIRD), PUBLIC.slice(2 * THIRD)].entries()) {
  test(`no public screen scrolls sideways at ${WIDTHS.join(', ')} px (${i + 1} of 3)`, async ({ page }) => {
    const wider: string[] = [];
    for (const url of urls) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const extra = await settledSideways(page);
        if (extra > 0) wider.push(`${url} at ${width} px: ${extra} px wider than the screen`);
      }
    }
    expect(wider).toEqual([]);
  });
}

test('the header fits between 1024 and 1100 px with Sign In on screen', async ({ page }) => {
  for (const width of [1024, 1050, 1083, 1100]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
    await expect(signIn).toBeVisible();
    await appReady(page);
    const right = await signIn.evaluate((el) => el.getBoundingClientRect().right);
    expect(right, `Sign In at ${width} px`).toBeLessThanOrEqual(width);
    expect(await sideways(page), `page at ${width} px`).toBe(0);
  }
});
