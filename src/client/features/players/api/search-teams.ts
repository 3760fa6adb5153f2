import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '#shared/schemas/team';
import { getPage, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** A handful is enough to pick from; more typing narrows it (25k teams at spec scale). */
export const TEAM_SEARCH_LIMIT = 8;

export const teamSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.teamSearch(search),
    queryFn: () => getPage<Team>(withQuery('/api/teams', { search, limit: TEAM_SEARCH_LIMIT, sort: 'relevance' })),
  });

/** Team picker options; the previous answer stays on screen while the next one loads (no flicker). */
export function useTeamSearch(search: string, enabled: boolean) {
  return useQuery({ ...teamSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
