import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import type { Team } from '#shared/schemas/team';
import { toDateOnly } from '#shared/domain/dates/format';
import { getJson, withQuery } from '#client/lib/api';
import { refreshWhileLive } from '#client/lib/live-refresh';
import { queryKeys } from '#client/lib/query-keys';

export type FacilityGamesKind = 'recent' | 'upcoming';
const SHOWN = 5;

/** The teams whose home is this facility (a venue holds a few; 50 bounds it). */
export const facilityTeamsQueryOptions = (facilityId: number) =>
  queryOptions({
    queryKey: queryKeys.teams({ homeVenueId: facilityId, limit: 50 }),
    queryFn: () => getJson<Team[]>(withQuery('/api/teams', { homeVenueId: facilityId, limit: 50 })),
  });

/** Recent = finals before today, newest first; upcoming = today onwards, soonest first. */
export const facilityGamesQueryOptions = (facilityId: number, kind: FacilityGamesKind, today = new Date()) => {
  const day = toDateOnly(today);
  const yesterday = toDateOnly(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1));
  const query =
    kind === 'recent'
      ? { venueId: facilityId, status: 'final', to: yesterday, order: 'desc', limit: SHOWN }
      : { venueId: facilityId, from: day, order: 'asc', limit: SHOWN };
  return queryOptions({
    queryKey: queryKeys.games(query),
    queryFn: () => getJson<Game[]>(withQuery('/api/games', query)),
    refetchInterval: refreshWhileLive,
  });
};

export const useFacilityTeams = (facilityId: number) => useQuery(facilityTeamsQueryOptions(facilityId));
export const useFacilityGames = (facilityId: number, kind: FacilityGamesKind) => useQuery(facilityGamesQueryOptions(facilityId, kind));
