import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import { sendJson } from '#client/lib/api';
import { useMine, type Mine } from '../lib/use-mine';
import { resource } from './http';
import { queryKeys } from '#client/lib/query-keys';

export const gamesApi = resource<Game>('/api/games');

export type GameFilter = { date: string; leagueId: string; status: string; offset: number; limit: number };

export const gamesQuery = (f: GameFilter, mine: Mine) =>
  queryOptions({
    queryKey: queryKeys.adminGames({ ...f, mine }),
    queryFn: () => gamesApi.page({ ...f, mine, order: 'asc' }),
    placeholderData: keepPreviousData,
  });

export const useGames = (f: GameFilter) => useQuery(gamesQuery(f, useMine()));

export type AutoSetScope = { date?: string; leagueId?: number; seasonId?: number };
export const autoSetStatus = (scope: AutoSetScope) => sendJson<{ changed: number }>('POST', '/api/games/auto-set-status', scope);

export type ResultRow = {
  id: number;
  homeScore: number | null;
  awayScore: number | null;
  status?: string;
  period?: string | null;
  outcome?: string | null;
};
export const saveResults = (results: ResultRow[]) => sendJson<unknown>('POST', '/api/games/results', { results });
