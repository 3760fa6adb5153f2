import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '#shared/schemas/player';
import { useMine, type Mine } from '../lib/use-mine';
import { resource } from './http';
import { queryKeys } from '#client/lib/query-keys';

export const playersApi = resource<Player>('/api/players');

export type PlayerFilter = { search: string; position: string; offset: number; limit: number };

export const playersQuery = (f: PlayerFilter, mine: Mine) =>
  queryOptions({
    queryKey: queryKeys.adminPlayers({ ...f, mine }),
    queryFn: () => playersApi.page({ ...f, mine }),
    placeholderData: keepPreviousData,
  });

export const usePlayers = (f: PlayerFilter) => useQuery(playersQuery(f, useMine()));
