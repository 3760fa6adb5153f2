import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GameEvent } from '#shared/schemas/game-event';
import { gameEventsKey } from './get-events';

const clock = (e: GameEvent) => {
  const [m, s] = e.time.split(':').map(Number);
  return e.period * 10_000 + m * 60 + s;
};
/** Play order, as GET .../events answers it: period, time, then as entered. */
const inPlayOrder = (list: GameEvent[]) => [...list].sort((a, b) => clock(a) - clock(b) || a.seq - b.seq);

/**
 * Follows GET /api/games/{id}/stream while `enabled` and folds each change into the events query,
 * so the timeline and the score move without a reload. EventSource reconnects by itself with the
 * last id it saw (no gap, no duplicate). Answers whether the stream is connected: when it is not,
 * the caller keeps polling.
 */
export function useEventStream(gameId: number, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/games/${gameId}/stream`);
    const apply = (message: MessageEvent<string>, deleted: boolean) => {
      const change = JSON.parse(message.data) as GameEvent;
      queryClient.setQueryData<GameEvent[]>(gameEventsKey(gameId), (list = []) => {
        const others = list.filter((e) => e.id !== change.id);
        return deleted ? others : inPlayOrder([...others, change]);
      });
    };
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('event', (m) => apply(m, false));
    source.addEventListener('delete', (m) => apply(m, true));
    return () => {
      source.close();
      setConnected(false);
    };
  }, [gameId, enabled, queryClient]);
  return connected;
}
