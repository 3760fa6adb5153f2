import { createQueryClient } from '../lib/query-client';

/** The app's one cache: shared by the provider and by route loading (lazy-page.ts). */
export const queryClient = createQueryClient();
