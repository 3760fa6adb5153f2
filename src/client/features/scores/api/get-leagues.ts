import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '../../../../shared/schemas/league';
import { getJson } from '../../../lib/api';

export const getLeagues = () => getJson<League[]>('/api/leagues?limit=500');

export const leaguesQueryOptions = queryOptions({ queryKey: ['leagues', 'all'], queryFn: getLeagues });

export const useLeagues = () => useQuery(leaguesQueryOptions);
