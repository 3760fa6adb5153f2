import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdSettings, AdSettingsBody } from '#shared/schemas/ad';
import { getJson, sendJson } from '#client/lib/api';
import { adConfigQueryOptions } from './get-ad-config';

export const adSettingsQueryOptions = queryOptions({
  queryKey: ['ad-settings'],
  queryFn: () => getJson<AdSettings>('/api/ad-settings'),
  retry: false,
});

/** §7: only fetched once the user is known to be signed in. */
export function useAdSettings(enabled: boolean) {
  return useQuery({ ...adSettingsQueryOptions, enabled });
}

/** On success both the editable settings and the public render config are refreshed. */
export function useSaveAdSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdSettingsBody) => sendJson<AdSettings>('POST', '/api/ad-settings', body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adSettingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: adConfigQueryOptions.queryKey }),
      ]);
    },
  });
}
