import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import type { AdConfig } from '../../shared/schemas/ad';
import type { User } from '../../shared/schemas/auth';
import { Layout } from '../app/layout';
import { PAGE_ROUTES } from '../app/page-routes';
import { serializeQueryState } from '../app/prerendered-state';
import { RouteError } from '../app/route-error';
import { userQueryOptions } from '../features/auth/api/get-user';
import { adConfigQueryOptions } from '../features/ads';
import { createQueryClient } from '../lib/query-client';

// The browser's routes without their loaders: the server renders each page in its loading state.
const routes: RouteObject[] = [{
  Component: Layout,
  ErrorBoundary: RouteError,
  children: PAGE_ROUTES.map(({ path, index, load }): RouteObject => {
    const lazy = async () => ({ Component: (await load()).default });
    return index ? { index: true, lazy } : { path, lazy };
  }),
}];
const handler = createStaticHandler(routes);

/** Loads every page's code, so the first visitors do not wait for it. */
export async function warmUp(): Promise<void> {
  await Promise.all(PAGE_ROUTES.map((r) => r.load()));
}

export interface ShellInput { url: string; user: User | null; adConfig: AdConfig }
export interface Shell { html: string; state: string }

/**
 * The app shell of one address as HTML: header, page heading and the page's skeletons, exactly
 * what the browser's first render shows, so the first paint comes with the HTML instead of after
 * the JavaScript (docs/decisions/0009-server-rendered-app-shell.md). Null when the address
 * redirects; the caller then serves the plain client app.
 */
export async function renderShell({ url, user, adConfig }: ShellInput): Promise<Shell | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryOptions.queryKey, user);
  queryClient.setQueryData(adConfigQueryOptions.queryKey, adConfig);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  return { html, state: serializeQueryState(queryClient) };
}
