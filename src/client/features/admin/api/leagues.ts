import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '#shared/schemas/league';
import { resource } from './http';

export const leaguesApi = resource<League>('/api/leagues');

export const leaguesQuery = queryOptions({
  queryKey: ['leagues', 'admin'],
  queryFn: () => leaguesApi.page({ limit: 500 }),
});

export const useLeagues = () => useQuery(leaguesQuery);
