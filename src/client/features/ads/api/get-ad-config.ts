import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK_PUBLISHER_ID } from '#shared/domain/ads/ad-slots';
import type { AdConfig } from '#shared/schemas/ad';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** §8: a failed config fetch means test mode with the fallback publisher, i.e. no ad renders. */
export const FALLBACK_AD_CONFIG: AdConfig = { publisherId: FALLBACK_PUBLISHER_ID, enabled: false, testMode: true, adUnits: {} };

export const adConfigQueryOptions = queryOptions({
  queryKey: queryKeys.adConfig,
  queryFn: () => getJson<AdConfig>('/api/ad-config'),
  retry: false,
});

export function useAdConfig(): { config: AdConfig; isLoading: boolean } {
  const q = useQuery(adConfigQueryOptions);
  return { config: q.isError || !q.data ? FALLBACK_AD_CONFIG : q.data, isLoading: q.isLoading };
}
