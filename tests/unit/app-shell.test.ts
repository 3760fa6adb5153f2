import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/lib/query-client';
import { serializeQueryState } from '#client/app/prerendered-state';
import { renderBrandBar, renderShell } from '#client/ssr/render-shell';
import { hasPrerenderedShell } from '#shared/routes/match-route';
import { withBrandBar, withShell } from '#server/lib/app-shell';

const adsOff = { publisherId: 'ca-pub-0000000000000000', enabled: false, testMode: true, adUnits: {} };
const render = (path: string, user: Parameters<typeof renderShell>[0]['user'] = null) =>
  renderShell({ url: `http://localhost${path}`, user, adConfig: adsOff });

describe('server-rendered app shell', () => {
  it.each([
    ['/', 'Every rink, league, team'],
    ['/facilities', 'Global Facility Directory'],
    ['/leagues', 'Hockey Leagues'],
    ['/teams', 'Team Directory'],
    ['/players?team=3', 'Player Directory'],
    ['/standings', 'Standings'],
    ['/scores', 'Scores'],
    ['/directory', 'Directory'],
    ['/help', 'How can we help?'],
  ])('%s: header, main landmark and the page heading, before any data', async (path, heading) => {
    const shell = await render(path);
    expect(shell).not.toBeNull();
    expect(shell!.html).toContain('<header');
    expect(shell!.html).toContain('id="main"');
    expect(shell!.html).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
  });

  it.each(['/league/7', '/team/7', '/player/7', '/game/7', '/facility/7', '/search?q=maple'])(
    '%s renders its loading state without throwing',
    async (path) => {
      const shell = await render(path);
      expect(shell!.html).toContain('id="main"');
    },
  );

  it('a signed-in visitor gets no Sign In button, and the state carries who it is', async () => {
    const user = {
      id: 5,
      email: 'fan@example.com',
      firstName: 'Ada',
      lastName: 'Puck',
      profileImageUrl: null,
      role: 'user' as const,
      leagueIds: [],
      teamIds: [],
    };
    const signedIn = await render('/players', user);
    const signedOut = await render('/players');
    expect(signedOut!.html).toContain('Sign In');
    expect(signedIn!.html).not.toContain('Sign In');
    expect(JSON.parse(signedIn!.state).queries.map((q: { state: { data: unknown } }) => q.state.data)).toContainEqual(user);
  });

  it('guarded screens are not pre-rendered; the sign-in page is', () => {
    expect(['/admin', '/ad-settings', '/ad-test', '/nope'].map(hasPrerenderedShell)).toEqual([false, false, false, false]);
    expect(['/', '/players/', '/team/4', '/api/login'].map(hasPrerenderedShell)).toEqual([true, true, true, true]);
  });

  it("pages not pre-rendered (the scorekeeper's console) still start with the site's brand, linked home", () => {
    expect(hasPrerenderedShell('/score/12')).toBe(false);
    const page = withBrandBar('<body><div id="root"></div></body>', renderBrandBar());
    expect(page).toMatch(
      /<div id="root"><header class="sticky top-0[^"]*"><div[^>]*><a[^>]*href="\/"[^>]*>.*Hockey .*Directory.*<\/a><\/div><\/header><\/div>/,
    );
    // Nothing to carry over into the app: it is not a data-shell.
    expect(page).not.toContain('data-shell');
  });

  it('the sign-in page renders working forms without JavaScript: posts, field names, a safe next, a known error', async () => {
    const html = (await render('/api/login?error=invalid-credentials&next=%2Fteams'))!.html;
    const signIn = /(<form[^>]*aria-label="Sign in"[^>]*>)([\s\S]*?)<\/form>/.exec(html);
    expect(signIn?.[1]).toContain('action="/api/login"');
    expect(signIn?.[1]).toContain('method="post"');
    expect(signIn?.[2]).toContain('<input type="hidden" name="next" value="/teams"/>');
    expect(html).toContain('name="email"');
    expect(html).toContain('name="password"');
    expect(html).toContain('Invalid e-mail or password');
    expect((await render('/api/login?tab=register'))!.html).toMatch(/<form[^>]*action="\/api\/register"/);
    // The tabs need the app: without it, a link leads to the other form, keeping next.
    expect(html).toMatch(/<noscript>.*href="\/api\/login\?tab=register&amp;next=%2Fteams".*<\/noscript>/s);
    const offSite = (await render('/api/login?next=%2F%2Fevil.example&error=%3Cb%3Ehi'))!.html;
    expect(offSite).toContain('<input type="hidden" name="next" value="/"/>');
    expect(offSite).not.toContain('evil.example');
    expect(offSite).not.toContain('&lt;b&gt;hi');
  });

  it('the header search form submits to /search?q= by itself (no JavaScript needed)', async () => {
    const html = (await render('/teams'))!.html;
    const form = /<form role="search"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toMatch(/<input type="search"[^>]* name="q"/);
  });
});

describe('pre-rendered state in the HTML', () => {
  it('cannot close its script element: stored ad HTML with </script> stays data', () => {
    const qc = createQueryClient();
    qc.setQueryData(['ad-config'], { adUnits: { topBanner: '</script><script>window.__xss=1</script>' } });
    const json = serializeQueryState(qc);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).queries[0].state.data.adUnits.topBanner).toBe('</script><script>window.__xss=1</script>');
  });

  it('goes into a data-shell wrapper in the root (nothing disabled), keeps $-patterns literal, drops the API preloads and boots after the first paint', () => {
    const index =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/a-2.js">\n' +
      '<!-- api-preloads: x --><link rel="preload" href="/api/auth/user"><!-- /api-preloads --></head><body><div id="root"></div></body>';
    const html = withShell(index, { html: '<p>Price $& $1</p>', state: '{"a":1}' }, 'hd-state');
    expect(html).toMatch(/^<head><\/head><body><div id="root"><div data-shell><p>Price \$& \$1<\/p><\/div><\/div>/);
    expect(html).toContain('<script type="application/json" id="hd-state">{"a":1}</script>');
    const boot = /<script type="module">(.*)<\/script><\/body>$/.exec(html)?.[1] ?? '';
    expect(boot).toContain('["/assets/a-2.js"]');
    expect(boot).toContain('import("/assets/index-1.js")');
    expect(boot).toContain("getEntriesByName('first-contentful-paint')");
  });

  it('leaves HTML it does not recognise alone', () => {
    expect(withShell('<body><div id="root"></div></body>', { html: '<p>x</p>', state: '{}' }, 'hd-state')).toBe(
      '<body><div id="root"></div></body>',
    );
  });
});
