import { expect, test, type Page } from '@playwright/test';
import { appReady } from './support/app-ready';

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

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of [375, 768, 1280]) {
  test(`no public screen scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const wider: string[] = [];
    for (const url of PUBLIC) {
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const extra = await sidewaysOverflow(page);
      if (extra > 0) wider.push(`${url}: ${extra} px wider than the screen`);
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
    expect(await sidewaysOverflow(page), `page at ${width} px`).toBe(0);
  }
});
