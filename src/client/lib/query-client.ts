import { QueryClient } from '@tanstack/react-query';

/** requirements §7: no retries, no refetch on focus or interval, data never goes stale by itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
