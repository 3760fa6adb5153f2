import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameEvent } from '#shared/schemas/game-event';
import { parseClock } from '#shared/domain/box-score/box-score-clock';
import { getJson } from '#client/lib/api';
import { Outbox, type ConsoleEvent, type EventBody } from './outbox';
import { backoff, flushOutbox, type Refusal } from './send-outbox';
import { deviceId } from '../lib/device-id';

export type SyncState = 'sent' | 'sending' | 'retry' | 'blocked';

let shared: Promise<Outbox> | null = null;
const outboxOnce = () => (shared ??= Outbox.open());
const REFRESH_MS = 15_000;

const byClock = (a: ConsoleEvent, b: ConsoleEvent) =>
  a.period - b.period || (parseClock(a.time) ?? 0) - (parseClock(b.time) ?? 0) || a.enteredAt - b.enteredAt;

/**
 * The console's events and their sending (ADR 0028): every write goes to IndexedDB first, then the
 * outbox is sent in order — now, when the browser says it is back `online`, and after a failure at
 * 1, 2, 4 … 30 s. The server's list is read back every 15 s, so a second scorekeeper's events show.
 */
export function useOutbox(gameId: number) {
  const [events, setEvents] = useState<ConsoleEvent[]>([]);
  const [waiting, setWaiting] = useState<Set<string>>(new Set());
  const [state, setState] = useState<SyncState>('sent');
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [ready, setReady] = useState(false);
  const busy = useRef(false);
  const again = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Writes begun on this device: a read of the store that began before one may not undo its optimistic entry.
  const writes = useRef(0);

  const reload = useCallback(async () => {
    const at = writes.current;
    const box = await outboxOnce();
    const [list, ops] = await Promise.all([box.events(gameId), box.pending(gameId)]);
    if (writes.current !== at) return; // the write's own read follows
    setEvents(list.sort(byClock));
    setWaiting(new Set(ops.map((o) => o.eventId)));
  }, [gameId]);

  const sync = useCallback(async () => {
    if (busy.current) return void (again.current = true);
    busy.current = true;
    clearTimeout(timer.current);
    try {
      const box = await outboxOnce();
      do {
        again.current = false;
        setState('sending');
        const result = await flushOutbox(box, gameId);
        if (result.refused.length) setRefused((r) => [...r, ...result.refused]);
        if (result.state === 'sent') {
          attempt.current = 0;
          try {
            await box.adopt(gameId, await getJson<GameEvent[]>(`/api/games/${gameId}/events`));
          } catch {
            // Reading back is a courtesy: the device's copy stands until the next round.
          }
        }
        await reload();
        setState(result.state);
        if (result.state === 'retry') timer.current = setTimeout(() => void sync(), backoff(attempt.current++));
      } while (again.current);
    } finally {
      busy.current = false;
    }
  }, [gameId, reload]);

  useEffect(() => {
    void reload().then(() => {
      setReady(true);
      void sync();
    });
    const online = () => {
      attempt.current = 0;
      void sync();
    };
    const tick = setInterval(() => void sync(), REFRESH_MS);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(tick);
      clearTimeout(timer.current);
    };
  }, [reload, sync]);

  /**
   * The console moves on at the tap: the list changes at once, then the write is stored and sent. The device's
   * store takes a moment (long on a busy phone), and a Goal tapped right after Start period would otherwise
   * still be entered in the old period.
   */
  const write = useCallback(
    async (change: (list: ConsoleEvent[]) => ConsoleEvent[], pending: string | null, fn: (box: Outbox) => Promise<void>) => {
      writes.current++;
      setEvents((list) => change(list).sort(byClock));
      if (pending) setWaiting((w) => new Set(w).add(pending));
      try {
        await fn(await outboxOnce());
      } finally {
        await reload(); // a refused write's optimistic entry goes too
      }
      void sync();
    },
    [reload, sync],
  );
  const local = (id: string, body: EventBody, was?: ConsoleEvent): ConsoleEvent =>
    ({ ...body, id, gameId, version: was?.version ?? null, enteredAt: was?.enteredAt ?? Date.now() }) as ConsoleEvent;

  return {
    ready,
    events,
    waiting,
    state,
    refused,
    dismissRefused: () => setRefused([]),
    record: (body: EventBody) => {
      const event = local(deviceId(), body);
      return write(
        (list) => [...list, event],
        event.id,
        (b) => b.record(gameId, event.id, body, event.enteredAt),
      );
    },
    edit: (id: string, body: EventBody) =>
      write(
        (list) => list.map((e) => (e.id === id ? local(id, body, e) : e)),
        id,
        (b) => b.edit(gameId, id, body),
      ),
    remove: (id: string) =>
      write(
        (list) => list.filter((e) => e.id !== id),
        null,
        (b) => b.remove(gameId, id),
      ),
    retryNow: () => {
      attempt.current = 0;
      void sync();
    },
    outbox: outboxOnce,
  };
}
