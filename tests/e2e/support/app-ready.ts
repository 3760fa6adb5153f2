import { expect, type Page } from '@playwright/test';

/**
 * Public pages arrive server-rendered and the app takes over after the first paint (ADR 0009).
 * Tests that talk to the page other than through Playwright's waiting actions (dispatching DOM
 * events, say) wait for that takeover: the app marks <html data-app-ready> after its first render.
 */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}
