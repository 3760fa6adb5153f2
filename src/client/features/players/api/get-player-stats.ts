import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerStats } from '#shared/schemas/player-stats';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const playerStatsQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: queryKeys.playerStats(playerId),
    queryFn: () => getJson<PlayerStats>(`/api/players/${playerId}/stats`),
  });

export const usePlayerStats = (playerId: number, enabled = true) => useQuery({ ...playerStatsQueryOptions(playerId), enabled });
