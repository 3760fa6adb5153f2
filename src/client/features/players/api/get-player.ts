import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '#shared/schemas/player';
import { getJson } from '#client/lib/api';

export const playerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['players', 'detail', id],
    queryFn: () => getJson<Player>(`/api/players/${id}`),
  });

export function usePlayer(id: number, enabled = true) {
  return useQuery({ ...playerQueryOptions(id), enabled });
}
