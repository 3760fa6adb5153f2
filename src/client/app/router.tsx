import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { prefetchPlayers } from '../features/players/api/prefetch-players';
import { lazyPage } from './lazy-page';
import { PAGE_ROUTES } from './page-routes';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

// Route loaders start a page's first API calls while its code downloads (browser only).
const LOADERS: Record<string, RouteObject['loader']> = { players: prefetchPlayers(queryClient) };

export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: PAGE_ROUTES.map(({ path, index, load }): RouteObject => (index
      ? { index: true, lazy: lazyPage(load) }
      : { path, loader: path ? LOADERS[path] : undefined, lazy: lazyPage(load) })),
  },
];

export const router = createBrowserRouter(routes);
