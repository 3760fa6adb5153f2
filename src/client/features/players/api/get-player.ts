import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '#shared/schemas/player';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const playerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.player(id),
    queryFn: () => getJson<Player>(`/api/players/${id}`),
  });

export function usePlayer(id: number, enabled = true) {
  return useQuery({ ...playerQueryOptions(id), enabled });
}
