import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AdConfig } from '#shared/schemas/ad';
import type { SignedInUser } from '#shared/schemas/auth';
import { PAGE_ROUTES } from '../app/page-routes';
import { loadPage } from '../app/page-component';
import { serializeQueryState } from '../app/prerendered-state';
import { AppRoutes, preloadRoute } from '../app/routes';
import { BrandBar } from '../app/brand-bar';
import { userQueryOptions } from '../lib/session';
import { adConfigQueryOptions } from '../features/ads';
import { createQueryClient } from '../lib/query-client';
import { setApiTransport } from '../lib/api';
import { loadDeferredParts } from '../lib/deferred-part';
import { renderWithData } from './load-page-data';
import { prefetchRoute } from './route-queries';

/** Loads every page's code, so the first visitors do not wait for it. */
export async function warmUp(): Promise<void> {
  await Promise.all(PAGE_ROUTES.map(loadPage));
  await loadDeferredParts();
}

export interface ShellInput {
  url: string;
  user: SignedInUser | null;
  adConfig: AdConfig;
}
export type ApiReader = (url: string) => Promise<Response>;

let readsData = false;

/** The server answers the page's API reads in-process; without it pages render their loading state. */
export function answerReadsWith(api: ApiReader): void {
  setApiTransport((url, init) => (init.method && init.method !== 'GET' ? Promise.reject(new Error('read-only')) : api(url)));
  readsData = true;
}
/** The brand bar alone (app/brand-bar.tsx), for the pages the server does not pre-render. */
export function renderBrandBar(): string {
  return renderToString(
    <StaticRouter location="/">
      <BrandBar />
    </StaticRouter>,
  );
}

/** `complete`: every answer the page asked for arrived, so the HTML may be shared (cached). */
export interface Shell {
  html: string;
  state: string;
  complete: boolean;
}

/**
 * One address as HTML with its data: header, page heading and the page's content, exactly what the
 * browser's first render shows from the same answers, so the first paint comes with the HTML and a
 * reader without JavaScript (or a crawler) gets the page (docs/decisions/0012).
 */
export async function renderShell({ url, user, adConfig }: ShellInput): Promise<Shell> {
  const { pathname, search } = new URL(url);
  await preloadRoute(pathname);
  await loadDeferredParts();
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryOptions.queryKey, user);
  queryClient.setQueryData(adConfigQueryOptions.queryKey, adConfig);
  const render = () =>
    renderToString(
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={pathname + search}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>,
    );
  if (readsData) await prefetchRoute(queryClient, pathname, search);
  const html = readsData ? await renderWithData(queryClient, render) : render();
  const complete = !queryClient
    .getQueryCache()
    .findAll()
    .some((q) => q.state.status === 'error');
  return { html, state: serializeQueryState(queryClient), complete };
}
