import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaders } from '#shared/schemas/leaders';
import { getJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** Every category's top ten; without a season the league's current one (the API picks it). */
export const leadersQueryOptions = (leagueId: number, seasonId: number | null) =>
  queryOptions({
    queryKey: queryKeys.leaders({ leagueId, seasonId }),
    queryFn: () => getJson<Leaders>(withQuery('/api/leaders', { leagueId: seasonId === null ? leagueId : undefined, seasonId })),
  });

export const useLeaders = (leagueId: number, seasonId: number | null) =>
  useQuery({ ...leadersQueryOptions(leagueId, seasonId), placeholderData: keepPreviousData });
