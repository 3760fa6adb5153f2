import { expect, type Page } from '@playwright/test';

/** Searches with the results page's form and sees a team named like `term` among the hits. */
export async function searchFindsTeam(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Search the directory' });
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${term}$`));
  await expect(
    page
      .getByRole('region', { name: /^Teams/ })
      .getByRole('link', { name: new RegExp(term, 'i') })
      .first(),
  ).toBeVisible();
}
