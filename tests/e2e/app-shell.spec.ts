import { expect, test } from '@playwright/test';
import { signInAsNewUser } from './support/auth';

// docs/decisions/0009 and 0012: public pages arrive with their shell and their data in the HTML.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/players shows the header, the heading and its players instead of skeletons (issue #16)', async ({ page, request }) => {
    const [first] = (await (await request.get('/api/players?teamId=1&limit=1')).json()) as { lastName: string }[];
    await page.goto('/players?team=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Player Directory' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('main').getByText(first.lastName).first()).toBeVisible();
    await expect(page.locator('main').getByTestId('skeleton')).toHaveCount(0);
  });

  test('the landing page and standings have their headings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Every rink, league, team');
    await page.goto('/standings');
    await expect(page.getByRole('heading', { level: 1, name: /Standings/ })).toBeVisible();
  });
});

test('the browser takes over the pre-rendered page: data replaces the skeletons, links work', async ({ page }) => {
  await page.goto('/players');
  await expect(page.getByRole('button', { name: /Abbotsford Canucks/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Directory' })).toBeVisible();
});

test('the HTML carries who is signed in, so the header never shows them a Sign In button', async ({ page }) => {
  const signedOutRes = await page.request.get('/teams');
  expect(signedOutRes.headers()['cache-control']).toBe('no-cache');
  const signedOut = await signedOutRes.text();
  expect(signedOut).toContain('>Sign In</a>');
  expect(signedOut).not.toContain('rel="preload" href="/api/auth/user"');
  const email = await signInAsNewUser(page);
  const signedInRes = await page.request.get('/teams');
  expect(signedInRes.headers()['cache-control']).toBe('private, no-cache');
  const signedIn = await signedInRes.text();
  expect(signedIn).not.toContain('>Sign In</a>');
  expect(signedIn).toContain(`"email":"${email}"`);
});

test('guarded screens are not pre-rendered: /admin starts from the empty app', async ({ page }) => {
  const html = await (await page.request.get('/admin')).text();
  // The site's brand bar is all the server draws there (issue 27): no screen's content, no data.
  expect(html).toMatch(/<div id="root"><header[^]*<\/header><\/div>/);
  expect(html).not.toContain('data-shell');
  expect(html).toContain('rel="preload" href="/api/auth/user"');
});
