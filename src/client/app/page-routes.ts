import type { ComponentType } from 'react';

export interface PageRoute {
  path?: string;
  index?: true;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * SPEC §2.1: every screen, each its own lazily loaded chunk. The browser router (router.tsx) and
 * the server's app-shell render (ssr/render-shell.tsx) both build their routes from this table.
 * `/` switches between landing and signed-in home by auth state (home-switch). /admin,
 * /ad-settings and /ad-test are routed for everyone: their guards show the §6 toasts and redirect
 * signed-out users (docs/decisions/0001-guarded-routes.md).
 */
export const PAGE_ROUTES: PageRoute[] = [
  { index: true, load: () => import('../features/marketing/pages/home-switch') },
  { path: 'directory', load: () => import('../features/marketing/pages/directory-page') },
  { path: 'products', load: () => import('../features/marketing/pages/products-page') },
  { path: 'help', load: () => import('../features/marketing/pages/help-page') },
  { path: 'facilities', load: () => import('../features/facilities/pages/facilities-page') },
  { path: 'leagues', load: () => import('../features/leagues/pages/leagues-page') },
  { path: 'league/:id', load: () => import('../features/leagues/pages/league-detail-page') },
  { path: 'leagues/:id', load: () => import('../features/leagues/pages/league-detail-page') },
  { path: 'teams', load: () => import('../features/teams/pages/teams-page') },
  { path: 'team/:id', load: () => import('../features/teams/pages/team-page') },
  { path: 'players', load: () => import('../features/players/pages/players-page') },
  { path: 'player/:id', load: () => import('../features/players/pages/player-page') },
  { path: 'standings', load: () => import('../features/standings/pages/standings-page') },
  { path: 'scores', load: () => import('../features/scores/pages/scores-page') },
  { path: 'game/:id', load: () => import('../features/games/pages/game-page') },
  { path: 'games/:id', load: () => import('../features/games/pages/game-page') },
  { path: 'search', load: () => import('../features/search/pages/search-page') },
  { path: 'admin', load: () => import('../features/admin/pages/admin-page') },
  { path: 'ad-settings', load: () => import('../features/ads/pages/ad-settings-page') },
  { path: 'ad-test', load: () => import('../features/ads/pages/ad-test-page') },
  { path: 'api/login', load: () => import('../features/auth/pages/login-page') },
  { path: '*', load: () => import('./not-found-page') },
];
