import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '#shared/schemas/league';
import { useMine, type Mine } from '../lib/use-mine';
import { resource } from './http';
import { queryKeys } from '#client/lib/query-keys';

export const leaguesApi = resource<League>('/api/leagues');

export const leaguesQuery = (mine: Mine) =>
  queryOptions({
    queryKey: queryKeys.adminLeagues(mine),
    queryFn: () => leaguesApi.page({ limit: 500, mine }),
  });

/** A manager's league pickers and Leagues tab hold his own leagues: he can write nothing in the others. */
export const useLeagues = () => useQuery(leaguesQuery(useMine()));
