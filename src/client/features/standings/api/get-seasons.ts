import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Season } from '../../../../shared/schemas/season';
import { getJson } from '../../../lib/api';

export const getSeasons = (leagueId: number) => getJson<Season[]>(`/api/seasons?leagueId=${leagueId}&limit=500`);

export const seasonsQueryOptions = (leagueId: number) =>
  queryOptions({ queryKey: ['seasons', { leagueId }], queryFn: () => getSeasons(leagueId) });

export const useSeasons = (leagueId: number | null) =>
  useQuery({ ...seasonsQueryOptions(leagueId ?? 0), enabled: leagueId !== null });
