import { createQueryClient } from '../lib/query-client';
import { applyPrerenderedState } from './prerendered-state';

/** The app's one cache: shared by the provider and by the first page load (first-page.ts). */
export const queryClient = createQueryClient();

// Before the first page loads (first-page.ts), which waits for the ad config: a pre-rendered
// page's answers must already be in the cache.
if (typeof document !== 'undefined') applyPrerenderedState(queryClient);
