import { expect, type Page } from '@playwright/test';

/**
 * Public pages arrive server-rendered and the app takes over after the first paint (ADR 0009).
 * Tests that talk to the page other than through Playwright's waiting actions (dispatching DOM
 * events, say) wait for that takeover: the shell's disabled fieldset is gone then.
 */
export async function appReady(page: Page) {
  await expect(page.locator('fieldset[data-shell]')).toHaveCount(0);
}
