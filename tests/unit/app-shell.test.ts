import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/lib/query-client';
import { serializeQueryState } from '#client/app/prerendered-state';
import { renderShell } from '#client/ssr/render-shell';
import { hasPrerenderedShell } from '#shared/client-routes';
import { withShell } from '#server/lib/app-shell';

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

  it('guarded screens and the sign-in page are not pre-rendered', () => {
    expect(['/admin', '/ad-settings', '/ad-test', '/api/login', '/nope'].map(hasPrerenderedShell)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['/', '/players/', '/team/4'].map(hasPrerenderedShell)).toEqual([true, true, true]);
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

  it('goes into a disabled fieldset in the root, keeps $-patterns literal, drops the API preloads and boots after the first paint', () => {
    const index =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/a-2.js">\n' +
      '<!-- api-preloads: x --><link rel="preload" href="/api/auth/user"><!-- /api-preloads --></head><body><div id="root"></div></body>';
    const html = withShell(index, { html: '<p>Price $& $1</p>', state: '{"a":1}' }, 'hd-state');
    expect(html).toMatch(/^<head><\/head><body><div id="root"><fieldset disabled data-shell><p>Price \$& \$1<\/p><\/fieldset><\/div>/);
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
