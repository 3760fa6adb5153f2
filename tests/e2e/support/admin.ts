import { expect, type Page } from '@playwright/test';
import { signInAs } from './auth';
import { expectNoSeriousA11yViolations } from './axe';

/** Signs in as the e2e admin and opens one dashboard tab (?tab=). */
export async function openAdminTab(page: Page, tab: string) {
  await signInAs(page);
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { name: 'Hockey Data Management' })).toBeVisible();
}

/** A sonner toast with this exact title whose description contains `description`. */
export async function expectToast(page: Page, title: 'Success' | 'Error' | string, description: string | RegExp) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description });
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-title]')).toHaveText(title);
  return toast;
}

/** Answers the delete confirmation with the §5 text and confirms it. */
export async function confirmDelete(page: Page, what: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to delete this ${what}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

/** A name no parallel test shares. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * axe-core on the page's <main> (the admin screens): serious or critical violations fail the test.
 * The shared shell (navigation, toasts) is checked by its own tests.
 */
export function expectNoSeriousA11yViolationsInMain(page: Page) {
  return expectNoSeriousA11yViolations(page, '#main');
}
