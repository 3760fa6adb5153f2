import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '#shared/schemas/player';
import { resource } from './http';

export const playersApi = resource<Player>('/api/players');

export type PlayerFilter = { search: string; position: string; offset: number; limit: number };

export const playersQuery = (f: PlayerFilter) =>
  queryOptions({
    queryKey: ['players', 'admin', f],
    queryFn: () => playersApi.page(f),
    placeholderData: keepPreviousData,
  });

export const usePlayers = (f: PlayerFilter) => useQuery(playersQuery(f));
