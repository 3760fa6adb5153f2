/**
 * The one route table (requirements §2.1 plus our additions): each path the React app answers and the page
 * module it lazy-loads (path under src/client, as in Vite's manifest). The browser's router and the
 * server's renderer build their routes from it (client/app/page-routes.ts); the server also answers
 * unknown paths with the app *and* a 404 status, so crawlers see real not-founds, and preloads the
 * page's chunks with the HTML. `:id` segments match positive integers only.
 * `shell: false`: pages the server does not pre-render (signed-in screens, and the sign-in page,
 * which reads the referrer while rendering); they start from the empty client app.
 */
export interface ClientRoute {
  path: string;
  page: string;
  shell?: false;
}

export const CLIENT_ROUTES: ReadonlyArray<ClientRoute> = [
  { path: '', page: 'features/marketing/pages/home-switch.tsx' },
  { path: 'directory', page: 'features/marketing/pages/directory-page.tsx' },
  { path: 'products', page: 'features/marketing/pages/products-page.tsx' },
  { path: 'help', page: 'features/marketing/pages/help-page.tsx' },
  { path: 'facilities', page: 'features/facilities/pages/facilities-page.tsx' },
  { path: 'facility/:id', page: 'features/facilities/pages/facility-page.tsx' },
  { path: 'leagues', page: 'features/leagues/pages/leagues-page.tsx' },
  { path: 'league/:id', page: 'features/leagues/pages/league-detail-page.tsx' },
  { path: 'leagues/:id', page: 'features/leagues/pages/league-detail-page.tsx' },
  { path: 'teams', page: 'features/teams/pages/teams-page.tsx' },
  { path: 'team/:id', page: 'features/teams/pages/team-page.tsx' },
  { path: 'players', page: 'features/players/pages/players-page.tsx' },
  { path: 'player/:id', page: 'features/players/pages/player-page.tsx' },
  { path: 'standings', page: 'features/standings/pages/standings-page.tsx' },
  { path: 'scores', page: 'features/scores/pages/scores-page.tsx' },
  { path: 'game/:id', page: 'features/games/pages/game-page.tsx' },
  { path: 'games/:id', page: 'features/games/pages/game-page.tsx' },
  { path: 'search', page: 'features/search/pages/search-page.tsx' },
  { path: 'admin', page: 'features/admin/pages/admin-page.tsx', shell: false },
  { path: 'ad-settings', page: 'features/ads/pages/ad-settings-page.tsx', shell: false },
  { path: 'ad-test', page: 'features/ads/pages/ad-test-page.tsx', shell: false },
  { path: 'api/login', page: 'features/auth/pages/login-page.tsx', shell: false },
  { path: 'score', page: 'features/scorekeeper/pages/score-page.tsx', shell: false },
  { path: 'score/:id', page: 'features/scorekeeper/pages/score-game-page.tsx', shell: false },
];

const patternOf = (path: string) => new RegExp(`^/${path.replace(/:[a-z]+/gi, '\\d+')}$`);
const MATCHERS = CLIENT_ROUTES.map((route) => ({ route, pattern: patternOf(route.path) }));

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const routeOf = (pathname: string) => MATCHERS.find((m) => m.pattern.test(normalize(pathname)))?.route;

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
