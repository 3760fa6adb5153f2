import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AdConfig } from '../../shared/schemas/ad';
import type { User } from '../../shared/schemas/auth';
import { PAGE_ROUTES } from '../app/page-routes';
import { loadPage } from '../app/page-component';
import { serializeQueryState } from '../app/prerendered-state';
import { AppRoutes, preloadRoute } from '../app/routes';
import { userQueryOptions } from '../features/auth/api/get-user';
import { adConfigQueryOptions } from '../features/ads';
import { createQueryClient } from '../lib/query-client';

/** Loads every page's code, so the first visitors do not wait for it. */
export async function warmUp(): Promise<void> {
  await Promise.all(PAGE_ROUTES.map(loadPage));
}

export interface ShellInput { url: string; user: User | null; adConfig: AdConfig }
export interface Shell { html: string; state: string }

/**
 * The app shell of one address as HTML: header, page heading and the page's skeletons, exactly
 * what the browser's first render shows, so the first paint comes with the HTML instead of after
 * the JavaScript (docs/decisions/0009-server-rendered-app-shell.md).
 */
export async function renderShell({ url, user, adConfig }: ShellInput): Promise<Shell> {
  const { pathname, search } = new URL(url);
  await preloadRoute(pathname);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryOptions.queryKey, user);
  queryClient.setQueryData(adConfigQueryOptions.queryKey, adConfig);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={pathname + search}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
  return { html, state: serializeQueryState(queryClient) };
}
