import type { Page } from '@playwright/test';

/**
 * Toasts and client-side moves are recorded with the page's clock in sessionStorage (which survives
 * the full-page move to /api/login), so the §9 delays are measured exactly.
 */
export async function recordToastsAndNavigation(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-sonner-toast]')) {
        const key = `${el.querySelector('[data-title]')?.textContent}|${el.querySelector('[data-description]')?.textContent}`;
        const seen = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '{}') as Record<string, number>;
        if (!(key in seen)) sessionStorage.setItem('e2e-toasts', JSON.stringify({ ...seen, [key]: Date.now() }));
      }
    }).observe(document, { childList: true, subtree: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        const navs = JSON.parse(sessionStorage.getItem('e2e-navs') ?? '[]') as [string, number][];
        sessionStorage.setItem('e2e-navs', JSON.stringify([...navs, [location.pathname, Date.now()]]));
      };
    }
  });
}

/** The instant (page clock) a toast with this title and description appeared, from the recording. */
export async function toastShownAt(page: Page, title: string, description: string): Promise<number | undefined> {
  const seen = JSON.parse(await page.evaluate(() => sessionStorage.getItem('e2e-toasts') ?? '{}')) as Record<string, number>;
  return seen[`${title}|${description}`];
}
