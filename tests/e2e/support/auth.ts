import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

/** Signs in through the API (the UI sign-in flow has its own test); the cookie lands in the page's context. */
export async function signInAs(page: Page, who: { email: string; password: string } = E2E_ADMIN) {
  const res = await page.request.post('/api/login', { data: who });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

let counter = 0;
/** Registers a fresh non-admin account and signs it in. */
export async function signInAsNewUser(page: Page) {
  const email = `fan${Date.now()}${counter++}@e2e.local`;
  const res = await page.request.post('/api/register', {
    data: { email, password: 'fan-password-1', firstName: 'Fan', lastName: 'Tester' },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return email;
}
