import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { prefetchPlayers } from '../features/players/api/prefetch-players';
import { lazyPage } from './lazy-page';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

/**
 * SPEC §2.1. `/` switches between landing and signed-in home by auth state (home-switch).
 * /admin, /ad-settings and /ad-test are routed for everyone: their guards show the §6 toasts
 * and redirect signed-out users (docs/decisions/0001-guarded-routes.md).
 */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: lazyPage(() => import('../features/marketing/pages/home-switch')) },
      { path: 'directory', lazy: lazyPage(() => import('../features/marketing/pages/directory-page')) },
      { path: 'products', lazy: lazyPage(() => import('../features/marketing/pages/products-page')) },
      { path: 'help', lazy: lazyPage(() => import('../features/marketing/pages/help-page')) },
      { path: 'facilities', lazy: lazyPage(() => import('../features/facilities/pages/facilities-page')) },
      { path: 'leagues', lazy: lazyPage(() => import('../features/leagues/pages/leagues-page')) },
      { path: 'league/:id', lazy: lazyPage(() => import('../features/leagues/pages/league-detail-page')) },
      { path: 'leagues/:id', lazy: lazyPage(() => import('../features/leagues/pages/league-detail-page')) },
      { path: 'teams', lazy: lazyPage(() => import('../features/teams/pages/teams-page')) },
      { path: 'team/:id', lazy: lazyPage(() => import('../features/teams/pages/team-page')) },
      { path: 'players', loader: prefetchPlayers(queryClient), lazy: lazyPage(() => import('../features/players/pages/players-page')) },
      { path: 'player/:id', lazy: lazyPage(() => import('../features/players/pages/player-page')) },
      { path: 'standings', lazy: lazyPage(() => import('../features/standings/pages/standings-page')) },
      { path: 'scores', lazy: lazyPage(() => import('../features/scores/pages/scores-page')) },
      { path: 'game/:id', lazy: lazyPage(() => import('../features/games/pages/game-page')) },
      { path: 'games/:id', lazy: lazyPage(() => import('../features/games/pages/game-page')) },
      { path: 'search', lazy: lazyPage(() => import('../features/search/pages/search-page')) },
      { path: 'admin', lazy: lazyPage(() => import('../features/admin/pages/admin-page')) },
      { path: 'ad-settings', lazy: lazyPage(() => import('../features/ads/pages/ad-settings-page')) },
      { path: 'ad-test', lazy: lazyPage(() => import('../features/ads/pages/ad-test-page')) },
      { path: 'api/login', lazy: lazyPage(() => import('../features/auth/pages/login-page')) },
      { path: '*', lazy: lazyPage(() => import('./not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
