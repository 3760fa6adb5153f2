import { useQuery } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import type { Player } from '#shared/schemas/player';
import { getJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';
import type { Outbox } from '../offline/outbox';

export interface ConsoleData {
  game: Game;
  home: Player[];
  away: Player[];
}

/**
 * The game and both rosters the console needs, kept on the device too: a reload at a rink without
 * a network still shows the names. The server's copy wins whenever it can be read.
 */
export function useConsoleData(gameId: number, outbox: () => Promise<Outbox>) {
  return useQuery({
    queryKey: queryKeys.scoreConsole(gameId),
    networkMode: 'always',
    retry: false,
    queryFn: async (): Promise<ConsoleData> => {
      const box = await outbox();
      try {
        const game = await getJson<Game>(`/api/games/${gameId}`);
        const roster = (teamId: number) => getJson<Player[]>(`/api/players?teamId=${teamId}&limit=100`);
        const [home, away] = await Promise.all([roster(game.homeTeam.id), roster(game.awayTeam.id)]);
        const data = { game, home, away };
        await box.saveSnapshot(gameId, data);
        return data;
      } catch (err) {
        const saved = await box.snapshot<ConsoleData>(gameId);
        if (saved) return saved;
        throw err;
      }
    },
  });
}

/** Call-ups: players of the league, by name, not on the team's roster. */
export const searchLeaguePlayers = (leagueId: number | null, text: string) =>
  getJson<Player[]>(`/api/players?search=${encodeURIComponent(text)}&limit=8${leagueId ? `&leagueId=${leagueId}` : ''}`);
