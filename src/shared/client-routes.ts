/**
 * Paths the React app answers (SPEC §2.1 plus our additions) and the page module the router
 * lazy-loads for each (path under src/client, as in Vite's manifest). The server answers unknown
 * paths with the app *and* a 404 status, so crawlers see real not-founds, and preloads the
 * page's chunks with the HTML so they download alongside the main bundle, not after it.
 * tests/unit/client-routes.test.ts keeps the page names in step with app/page-routes.ts.
 * `shell: false`: pages the server does not pre-render (signed-in screens, and the sign-in page,
 * which reads the referrer while rendering); they start from the empty client app.
 */
export const CLIENT_ROUTES: ReadonlyArray<{ pattern: RegExp; page: string; shell?: false }> = [
  { pattern: /^\/$/, page: 'features/marketing/pages/home-switch.tsx' },
  { pattern: /^\/directory$/, page: 'features/marketing/pages/directory-page.tsx' },
  { pattern: /^\/products$/, page: 'features/marketing/pages/products-page.tsx' },
  { pattern: /^\/help$/, page: 'features/marketing/pages/help-page.tsx' },
  { pattern: /^\/facilities$/, page: 'features/facilities/pages/facilities-page.tsx' },
  { pattern: /^\/leagues$/, page: 'features/leagues/pages/leagues-page.tsx' },
  { pattern: /^\/leagues?\/\d+$/, page: 'features/leagues/pages/league-detail-page.tsx' },
  { pattern: /^\/teams$/, page: 'features/teams/pages/teams-page.tsx' },
  { pattern: /^\/team\/\d+$/, page: 'features/teams/pages/team-page.tsx' },
  { pattern: /^\/players$/, page: 'features/players/pages/players-page.tsx' },
  { pattern: /^\/player\/\d+$/, page: 'features/players/pages/player-page.tsx' },
  { pattern: /^\/standings$/, page: 'features/standings/pages/standings-page.tsx' },
  { pattern: /^\/scores$/, page: 'features/scores/pages/scores-page.tsx' },
  { pattern: /^\/games?\/\d+$/, page: 'features/games/pages/game-page.tsx' },
  { pattern: /^\/search$/, page: 'features/search/pages/search-page.tsx' },
  { pattern: /^\/admin$/, page: 'features/admin/pages/admin-page.tsx', shell: false },
  { pattern: /^\/ad-settings$/, page: 'features/ads/pages/ad-settings-page.tsx', shell: false },
  { pattern: /^\/ad-test$/, page: 'features/ads/pages/ad-test-page.tsx', shell: false },
  { pattern: /^\/api\/login$/, page: 'features/auth/pages/login-page.tsx', shell: false },
];

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const routeOf = (pathname: string) => CLIENT_ROUTES.find((r) => r.pattern.test(normalize(pathname)));

/** The page module for a path, or null when the app shows its not-found view. */
export function clientRoutePage(pathname: string): string | null {
  return routeOf(pathname)?.page ?? null;
}

/** Whether the server sends this path's app shell pre-rendered (docs/decisions/0009). */
export function hasPrerenderedShell(pathname: string): boolean {
  const route = routeOf(pathname);
  return route !== undefined && route.shell !== false;
}

/** Id of the JSON script holding the data a pre-rendered page was rendered with. */
export const PRERENDERED_STATE_ID = 'hd-state';

export const isClientRoute = (pathname: string): boolean => clientRoutePage(pathname) !== null;
