import { adConfigQueryOptions } from '../features/ads';
import { prefetchPlayers } from '../features/players';
import { queryClient } from './query-client';
import { preloadRoute } from './routes';

// Ad slots reserve their box while the ad config loads and collapse when ads are off, which moved
// every page by a banner's height on first load (CLS). The config is fetched alongside the first
// screen's chunk, so slots render their final state at once; a slow answer waits at most 1 s.
const AD_CONFIG_WAIT_MS = 1000;

// A screen's first API calls, started while its code downloads instead of after it has rendered.
const PREFETCH: Record<string, (params: URLSearchParams) => void> = {
  '/players': (params) => prefetchPlayers(queryClient, params),
};

/**
 * Everything the first render of the page at `url` needs before it replaces the server's HTML:
 * the screen's code and the ad config. A failed download is left to the page's error boundary.
 */
export async function loadFirstPage(url: URL): Promise<void> {
  PREFETCH[url.pathname]?.(url.searchParams);
  await Promise.all([
    preloadRoute(url.pathname).catch(() => undefined),
    Promise.race([queryClient.prefetchQuery(adConfigQueryOptions), new Promise((resolve) => setTimeout(resolve, AD_CONFIG_WAIT_MS))]),
  ]);
}
