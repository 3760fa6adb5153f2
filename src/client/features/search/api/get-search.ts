import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rankGroups } from '#shared/domain/directory/search-rank';
import type { SearchHit, SearchResults } from '#shared/schemas/search';
import { getJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const MIN_QUERY_LENGTH = 2;

export const getSearch = (q: string, limit: number) => getJson<SearchResults>(withQuery('/api/search', { q, limit }));

export const searchQueryOptions = (q: string, limit: number) =>
  queryOptions({ queryKey: queryKeys.search(q, limit), queryFn: () => getSearch(q, limit) });

/** Suggestions keep the previous list while the next one loads, so the panel does not flicker. */
export function useSearch(q: string, limit: number) {
  const term = q.trim();
  return useQuery({ ...searchQueryOptions(term, limit), enabled: term.length >= MIN_QUERY_LENGTH, placeholderData: keepPreviousData });
}

const GROUP_LABELS = { players: 'Players', teams: 'Teams', leagues: 'Leagues', facilities: 'Facilities' } as const;

/** Groups with the best match first (rankGroups), empty groups dropped; the flat list drives keyboard navigation. */
export function groupHits(results: SearchResults | undefined) {
  const groups = results ? rankGroups(results).map((key) => ({ key, label: GROUP_LABELS[key], hits: results[key] })) : [];
  const flat: SearchHit[] = groups.flatMap((g) => g.hits);
  return { groups, flat };
}
