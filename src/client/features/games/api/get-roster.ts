import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '#shared/schemas/player';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const getRoster = (teamId: number) => getJson<Player[]>(`/api/players?teamId=${teamId}&limit=100`);

export const rosterQueryOptions = (teamId: number) =>
  queryOptions({ queryKey: queryKeys.roster(teamId), queryFn: () => getRoster(teamId) });

export const useRoster = (teamId: number) => useQuery(rosterQueryOptions(teamId));
