import { createQueryClient } from '../lib/query-client';
import { applyPrerenderedState } from './prerendered-state';

/** The app's one cache: shared by the provider and by route loading (lazy-page.ts). */
export const queryClient = createQueryClient();

// Before the router exists: it starts loading the first page (and waits for the ad config) as
// soon as it is created, so a pre-rendered page's answers must already be in the cache.
if (typeof document !== 'undefined') applyPrerenderedState(queryClient);
