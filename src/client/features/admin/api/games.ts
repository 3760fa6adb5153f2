import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import { sendJson } from '#client/lib/api';
import { resource } from './http';

export const gamesApi = resource<Game>('/api/games');

export type GameFilter = { date: string; leagueId: string; status: string; offset: number; limit: number };

export const gamesQuery = (f: GameFilter) =>
  queryOptions({
    queryKey: ['games', 'admin', f],
    queryFn: () => gamesApi.page({ ...f, order: 'asc' }),
    placeholderData: keepPreviousData,
  });

export const useGames = (f: GameFilter) => useQuery(gamesQuery(f));

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

/** Game writes move scores and standings too. */
export const GAME_KEYS = ['games', 'scores', 'standings'];
