import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { routeAdConfig } from './fixtures/fake-ad';
import { signInAsNewUser } from './support/auth';

// Issue 29 item 2: ad code never runs in the site's origin, whoever looks and whenever they sign in
// (docs/decisions/0003). The creative is the red team's: it waits for a session to appear.

test.describe.configure({ timeout: 90_000 });

/** Every ~200 ms: try to create a country, and read who is signed in; the outcomes go into its own DOM. */
function waitingCreative(prefix: string) {
  return (
    `<div style="height:100%;display:flex;align-items:center;justify-content:center">Hockey gear sale</div>` +
    `<pre id="loot" hidden>{"posts":0,"postOutcomes":[],"reads":0,"userAnswers":[]}</pre>` +
    `<script>(function(){var s={posts:0,postOutcomes:[],reads:0,userAnswers:[]},i=0;` +
    `function add(list,v){if(list.indexOf(v)<0)list.push(v)}` +
    `function save(){document.getElementById('loot').textContent=JSON.stringify(s)}` +
    `setInterval(function(){i++;var code='Q'+String.fromCharCode(65+Math.floor(i/26)%26)+String.fromCharCode(65+i%26);` +
    `fetch('/api/countries',{method:'POST',credentials:'include',headers:{'content-type':'application/json'},` +
    `body:JSON.stringify({name:${JSON.stringify(prefix)}+' '+i,code:code})})` +
    `.then(function(r){s.posts++;add(s.postOutcomes,'status '+r.status);save()},function(){s.posts++;add(s.postOutcomes,'blocked');save()});` +
    `fetch('/api/auth/user',{credentials:'include'}).then(function(r){return r.text().then(function(t){s.reads++;add(s.userAnswers,r.status+' '+t);save()})},` +
    `function(){s.reads++;add(s.userAnswers,'blocked');save()})},200)})()</script>`
  );
}

interface Loot {
  posts: number;
  postOutcomes: string[];
  reads: number;
  userAnswers: string[];
}

/** What the creative wrote, read from whichever frame (or the page itself) it ran in. */
async function loot(page: Page): Promise<Loot | null> {
  for (const frame of page.frames()) {
    const el = frame.locator('#loot');
    if (await el.count()) return JSON.parse((await el.textContent()) ?? '') as Loot;
  }
  return null;
}

async function countriesNamed(page: Page, prefix: string): Promise<string[]> {
  const res = await page.request.get('/api/countries?limit=500');
  return ((await res.json()) as { name: string }[]).map((c) => c.name).filter((n) => n.startsWith(prefix));
}

const uniquePrefix = () => `Adloop ${Date.now().toString(36)}`;

test('a creative looping on a signed-out /players tab gains nothing when the admin signs in in another tab', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const prefix = uniquePrefix();
  await routeAdConfig(page, { topBanner: { html: waitingCreative(prefix) } });
  await page.goto('/players');
  await expect.poll(async () => (await loot(page))?.posts ?? 0, { timeout: 20_000 }).toBeGreaterThan(3);

  // The admin signs in through the form in a second tab of the same browser.
  const adminTab = await context.newPage();
  await adminTab.goto('/api/login');
  await adminTab.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await adminTab.getByLabel('Password').fill(E2E_ADMIN.password);
  await adminTab.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(adminTab.getByRole('button', { name: /account menu/i })).toBeVisible();
  expect((await adminTab.request.get('/api/auth/user')).status()).toBe(200);

  // The loop goes on for a good while (some 30 rounds) with the admin's session in the browser.
  const atSignIn = (await loot(page))!;
  await expect
    .poll(async () => Math.min((await loot(page))!.posts - atSignIn.posts, (await loot(page))!.reads - atSignIn.reads), {
      timeout: 30_000,
    })
    .toBeGreaterThan(30);

  const after = (await loot(page))!;
  expect(await countriesNamed(adminTab, prefix)).toEqual([]);
  for (const outcome of after.postOutcomes) expect(outcome).toMatch(/^(blocked|status 40[13])$/);
  for (const answer of after.userAnswers) expect(answer).not.toContain(E2E_ADMIN.email);
  // It ran in an opaque-origin frame, never in the page itself.
  await expect(page.locator('#loot')).toHaveCount(0);
});

test("a creative on a signed-in non-admin's page cannot read who is signed in", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const prefix = uniquePrefix();
  const email = await signInAsNewUser(page);
  await routeAdConfig(page, { topBanner: { html: waitingCreative(prefix) } });
  await page.goto('/players');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect.poll(async () => (await loot(page))?.reads ?? 0, { timeout: 20_000 }).toBeGreaterThan(10);

  const after = (await loot(page))!;
  for (const answer of after.userAnswers) {
    expect(answer).not.toContain(email);
    expect(answer).not.toContain('Tester');
  }
  for (const outcome of after.postOutcomes) expect(outcome).toMatch(/^(blocked|status 40[13])$/);
  expect(await countriesNamed(page, prefix)).toEqual([]);
  await expect(page.locator('#loot')).toHaveCount(0);
});
