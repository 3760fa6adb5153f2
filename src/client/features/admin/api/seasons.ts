import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Season } from '#shared/schemas/season';
import { resource } from './http';
import { queryKeys } from '#client/lib/query-keys';

export const seasonsApi = resource<Season>('/api/seasons');

export const seasonsQuery = (leagueId: number | null) =>
  queryOptions({
    queryKey: queryKeys.adminSeasons(leagueId),
    queryFn: () => seasonsApi.list({ leagueId: leagueId ?? undefined, limit: 500 }),
    enabled: leagueId !== null,
  });

export const useSeasons = (leagueId: number | null) => useQuery(seasonsQuery(leagueId));
