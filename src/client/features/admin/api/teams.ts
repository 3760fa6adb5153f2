import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminLevelGroup } from '#shared/domain/directory/levels';
import type { Facet } from '#shared/schemas/facet';
import type { Team } from '#shared/schemas/team';
import { getPage, withQuery } from '#client/lib/api';
import { useMine, type Mine } from '../lib/use-mine';
import { resource } from './http';
import { queryKeys } from '#client/lib/query-keys';

export const teamsApi = resource<Team>('/api/teams');

export type TeamFilter = { search: string; leagueId: string; countryId: string };
export const TEAM_PAGE = 48;

/** The management panel loads teams in pages of 48 ("Load more"), never the whole 25k table. */
export const teamsInfiniteQuery = (f: TeamFilter, mine: Mine) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminTeams({ ...f, mine }),
    queryFn: ({ pageParam }) => teamsApi.page({ ...f, mine, limit: TEAM_PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });

export const useTeamsInfinite = (f: TeamFilter) => useInfiniteQuery(teamsInfiniteQuery(f, useMine()));

/** Team pickers: a short list narrowed by league and/or search text. */
export const teamOptionsQuery = (q: { leagueId?: number | null; search?: string }) =>
  queryOptions({
    queryKey: queryKeys.adminTeamOptions(q.leagueId ?? null, q.search ?? ''),
    queryFn: () => teamsApi.list({ leagueId: q.leagueId ?? undefined, search: q.search, limit: q.leagueId ? 500 : 50 }),
    placeholderData: keepPreviousData,
  });

export const useTeamOptions = (q: { leagueId?: number | null; search?: string }) => useQuery(teamOptionsQuery(q));

export type TeamGrouping = 'level' | 'league' | 'country';

/**
 * Group headings count every matching team on the server, not the loaded pages (the NHL has 32
 * teams even when the first page of 48 holds four of them). Keyed under 'teams' so every team
 * mutation refreshes them; labels are the ones groupTeams gives its groups.
 */
export const teamGroupTotalsQuery = (by: TeamGrouping, f: TeamFilter, mine: Mine) =>
  queryOptions({
    queryKey: queryKeys.adminTeamGroupTotals(by, { ...f, mine }),
    queryFn: async () => {
      const url = withQuery('/api/facets/teams', { by: by === 'level' ? 'leagueLevel' : by, ...f, mine, limit: 500 });
      const totals = new Map<string, number>();
      for (const facet of (await getPage<Facet>(url)).items) {
        const name = by === 'level' ? adminLevelGroup(facet.key) : facet.label;
        totals.set(name, (totals.get(name) ?? 0) + facet.count);
      }
      return totals;
    },
    placeholderData: keepPreviousData,
  });

export const useTeamGroupTotals = (by: TeamGrouping, f: TeamFilter) => useQuery(teamGroupTotalsQuery(by, f, useMine()));
