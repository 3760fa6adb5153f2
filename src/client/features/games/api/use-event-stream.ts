import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Game } from '#shared/schemas/game';
import type { GameEvent } from '#shared/schemas/game-event';
import { queryKeys } from '#client/lib/query-keys';
import { refreshAfterWrite } from '#client/lib/refresh-after-write';

const clock = (e: GameEvent) => {
  const [m, s] = e.time.split(':').map(Number);
  return e.period * 10_000 + m * 60 + s;
};
/** Play order, as GET .../events answers it: period, time, then as entered. */
const inPlayOrder = (list: GameEvent[]) => [...list].sort((a, b) => clock(a) - clock(b) || a.seq - b.seq);

/**
 * Follows GET /api/games/{id}/stream while `enabled` and folds each change into the events query,
 * so the timeline and the score move without a reload. EventSource reconnects by itself with the
 * last id it saw (no gap, no duplicate). A `game` message (the game set live, ended, postponed...)
 * refetches what a write to the game would: the page shows Final at once, with the box score,
 * standings and statistics it made. Answers whether the stream is connected: when it is not, the
 * caller keeps polling.
 */
export function useEventStream(gameId: number, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/games/${gameId}/stream`);
    const apply = (message: MessageEvent<string>, deleted: boolean) => {
      const change = JSON.parse(message.data) as GameEvent;
      queryClient.setQueryData<GameEvent[]>(queryKeys.gameEvents(gameId), (list = []) => {
        const others = list.filter((e) => e.id !== change.id);
        return deleted ? others : inPlayOrder([...others, change]);
      });
    };
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('event', (m) => apply(m, false));
    source.addEventListener('delete', (m) => apply(m, true));
    source.addEventListener('game', (m: MessageEvent<string>) => {
      // A stream replays the game's last change on connect: a page that already shows it refetches nothing.
      // A deleted game (`deleted`, no status) is refetched too: the page then says it is not found.
      const change = JSON.parse(m.data) as Pick<Game, 'status' | 'period' | 'outcome'> & { deleted?: true };
      const shown = queryClient.getQueryData<Game>(queryKeys.game(gameId));
      if (!change.deleted && shown && shown.status === change.status && shown.period === change.period && shown.outcome === change.outcome)
        return;
      void refreshAfterWrite(queryClient, ['games']);
    });
    return () => {
      source.close();
      setConnected(false);
    };
  }, [gameId, enabled, queryClient]);
  return connected;
}
