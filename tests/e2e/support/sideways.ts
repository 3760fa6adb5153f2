import type { Page } from '@playwright/test';

export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * How far the page scrolls sideways once a resize has settled: a layout measured in the frame of the
 * resize can still be the old width's; an overflow that stays 3 s is the page's.
 */
export async function settledSideways(page: Page): Promise<number> {
  let extra = await sideways(page);
  for (const until = Date.now() + 3_000; extra > 0 && Date.now() < until; extra = await sideways(page)) await page.waitForTimeout(100);
  return extra;
}
