import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingsLookup, StandingsLookupQuery } from '#shared/schemas/standing';
import { getJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/** One request for the screen: the season a league, year and type name, with its table (issue #20). */
export const getStandings = (q: StandingsLookupQuery) => getJson<StandingsLookup>(withQuery('/api/standings', q));

export const standingsQueryOptions = (q: StandingsLookupQuery) =>
  queryOptions({ queryKey: queryKeys.standings(q.leagueId, q.year ?? null, q.type ?? null), queryFn: () => getStandings(q) });

export const useStandings = (q: StandingsLookupQuery | null) =>
  useQuery({ ...standingsQueryOptions(q ?? { leagueId: 0 }), enabled: q !== null });
