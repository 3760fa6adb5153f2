import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingRow } from '../../../../shared/schemas/standing';
import { apiRequest } from '../../../lib/api';

export type Standings = { rows: StandingRow[]; lastUpdated: string | null };

/** The rows plus x-last-updated: the newest change to any game of the season (the real "Last updated"). */
export async function getStandings(seasonId: number): Promise<Standings> {
  const res = await apiRequest('GET', `/api/standings/${seasonId}`);
  return { rows: (await res.json()) as StandingRow[], lastUpdated: res.headers.get('x-last-updated') };
}

export const standingsQueryOptions = (seasonId: number) =>
  queryOptions({ queryKey: ['standings', seasonId], queryFn: () => getStandings(seasonId) });

export const useStandings = (seasonId: number | null) =>
  useQuery({ ...standingsQueryOptions(seasonId ?? 0), enabled: seasonId !== null });
