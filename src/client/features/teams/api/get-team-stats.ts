import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Season } from '#shared/schemas/season';
import type { TeamStats } from '#shared/schemas/team-stats';
import { getJson, withQuery } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

export const teamStatsQueryOptions = (teamId: number, seasonId: number | null) =>
  queryOptions({
    queryKey: queryKeys.teamStats(teamId, seasonId),
    queryFn: () => getJson<TeamStats>(withQuery(`/api/teams/${teamId}/stats`, { seasonId })),
  });

/** The previous season's table stays on screen while another season loads (no jump to a skeleton). */
export const useTeamStats = (teamId: number, seasonId: number | null) =>
  useQuery({ ...teamStatsQueryOptions(teamId, seasonId), placeholderData: keepPreviousData });

/** The seasons of the team's league, for the season picker (newest first, as the API lists them). */
export const useLeagueSeasons = (leagueId: number | null) =>
  useQuery({
    queryKey: queryKeys.leagueSeasons(leagueId),
    queryFn: () => getJson<Season[]>(withQuery('/api/seasons', { leagueId })),
    enabled: leagueId !== null,
  });
