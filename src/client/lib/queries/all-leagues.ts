import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '#shared/schemas/league';
import { getPage } from '../api';
import { queryKeys } from '../query-keys';

const PAGE = 500;

/** Every league, page after page: the spec's 500 leagues (and more) all reach the selectors. */
export async function getAllLeagues(): Promise<League[]> {
  const all: League[] = [];
  for (;;) {
    const { items, total } = await getPage<League>(`/api/leagues?limit=${PAGE}&offset=${all.length}`);
    all.push(...items);
    if (items.length < PAGE || all.length >= total) return all;
  }
}

export const allLeaguesQueryOptions = queryOptions({ queryKey: queryKeys.allLeagues, queryFn: getAllLeagues });

export const useAllLeagues = () => useQuery(allLeaguesQueryOptions);
