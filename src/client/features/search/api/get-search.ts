import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchHit, SearchResults } from '../../../../shared/schemas/search';
import { getJson, withQuery } from '../../../lib/api';

export const MIN_QUERY_LENGTH = 2;

export const getSearch = (q: string, limit: number) => getJson<SearchResults>(withQuery('/api/search', { q, limit }));

export const searchQueryOptions = (q: string, limit: number) =>
  queryOptions({ queryKey: ['search', { q, limit }], queryFn: () => getSearch(q, limit) });

/** Suggestions keep the previous list while the next one loads, so the panel does not flicker. */
export function useSearch(q: string, limit: number) {
  const term = q.trim();
  return useQuery({ ...searchQueryOptions(term, limit), enabled: term.length >= MIN_QUERY_LENGTH, placeholderData: keepPreviousData });
}

export const SEARCH_GROUPS = [
  { key: 'players', label: 'Players' },
  { key: 'teams', label: 'Teams' },
  { key: 'leagues', label: 'Leagues' },
  { key: 'facilities', label: 'Facilities' },
] as const;

/** Groups in display order, empty groups dropped; the flat list drives keyboard navigation. */
export function groupHits(results: SearchResults | undefined) {
  const groups = SEARCH_GROUPS.map((g) => ({ ...g, hits: results?.[g.key] ?? [] })).filter((g) => g.hits.length > 0);
  const flat: SearchHit[] = groups.flatMap((g) => g.hits);
  return { groups, flat };
}
