import type { Page } from '@playwright/test';

type Shift = { value: number; hadRecentInput: boolean };
type Win = { __cls: number };

/**
 * Sums layout-shift entries not caused by input (the CLS definition, without session windows:
 * an upper bound). Installed before the page's own scripts so the first paint is measured too.
 */
export async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Win;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as Win).__cls);
export const resetLayoutShift = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as Win).__cls = 0;
  });
