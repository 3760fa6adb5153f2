import type { ComponentType } from 'react';
import { adConfigQueryOptions } from '../features/ads';
import { queryClient } from './query-client';

// Ad slots reserve their box while the ad config loads and collapse when ads are off, which moved
// every page by a banner's height on first load (CLS). The config is fetched alongside the first
// screen's chunk, so slots render their final state at once; a slow answer waits at most 1 s.
const AD_CONFIG_WAIT_MS = 1000;
let adConfigReady: Promise<unknown> | undefined;
function whenAdConfigReady(): Promise<unknown> {
  adConfigReady ??= Promise.race([
    queryClient.prefetchQuery(adConfigQueryOptions),
    new Promise((resolve) => setTimeout(resolve, AD_CONFIG_WAIT_MS)),
  ]);
  return adConfigReady;
}

/** Route-level code splitting: each screen is its own chunk (the public first load stays small). */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [page] = await Promise.all([load(), whenAdConfigReady()]);
  return { Component: page.default };
};
