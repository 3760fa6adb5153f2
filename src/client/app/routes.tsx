import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { loadPage, pageComponent } from './page-component';
import { PAGE_ROUTES, type PageRoute } from './page-routes';

const pageOf = new Map<RouteObject, PageRoute>();

// Declarative routing (useRoutes), not a data router: the data router's loaders, actions and
// fetchers weigh ~17 kB gzip that no screen used; data loading is TanStack Query's job
// (docs/decisions/0008-front-end-first-load.md).
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: PAGE_ROUTES.map((page) => {
      const Page = pageComponent(page);
      const route: RouteObject = page.index ? { index: true, element: <Page /> } : { path: page.path, element: <Page /> };
      pageOf.set(route, page);
      return route;
    }),
  },
];

/** Every screen of the site under the shared layout; the browser and the server both render it. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the screen at `pathname`, so its first render does not suspend. */
export async function preloadRoute(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  const page = leaf && pageOf.get(leaf.route);
  if (page) await loadPage(page);
}
