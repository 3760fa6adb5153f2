import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdSettings, AdSettingsBody } from '#shared/schemas/ad';
import { getJson, sendJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import { refreshAfterWrite } from '#client/lib/refresh-after-write';

export const adSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.adSettings,
  queryFn: () => getJson<AdSettings>('/api/ad-settings'),
  retry: false,
});

/** §7: only fetched once the user is known to be signed in. */
export function useAdSettings(enabled: boolean) {
  return useQuery({ ...adSettingsQueryOptions, enabled });
}

/** On success the editable settings, the public render config and the audit log are refreshed. */
export function useSaveAdSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdSettingsBody) => sendJson<AdSettings>('POST', '/api/ad-settings', body),
    onSuccess: () => refreshAfterWrite(queryClient, ['ad_settings', 'audit_log']),
  });
}
