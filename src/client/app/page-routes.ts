import type { ComponentType } from 'react';
import { ROUTE_PATHS } from '#shared/routes/routes';

export interface PageRoute {
  path?: string;
  index?: true;
  load: () => Promise<{ default: ComponentType }>;
}

// Every page module, each its own lazily loaded chunk (Vite turns the glob into import() calls).
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../features/*/pages/*.tsx');

function loaderOf(page: string): PageRoute['load'] {
  const load = PAGE_MODULES[`../${page}`];
  if (!load) throw new Error(`a route descriptor names ${page}, which is not a page module`);
  return load;
}

/**
 * requirements §2.1: every screen, from the route descriptors (shared/routes/). The browser router
 * (routes.tsx) and the server's render (ssr/render-shell.tsx) both build their routes from this.
 * `/` switches between landing and signed-in home by auth state (home-switch). /admin,
 * /ad-settings and /ad-test are routed for everyone: their guards show the §6 toasts and redirect
 * signed-out users (docs/decisions/0001-guarded-routes.md).
 */
export const PAGE_ROUTES: PageRoute[] = [
  ...ROUTE_PATHS.map(({ path, route: { page } }): PageRoute =>
    path === '' ? { index: true, load: loaderOf(page) } : { path, load: loaderOf(page) },
  ),
  { path: '*', load: () => import('./not-found-page') },
];
