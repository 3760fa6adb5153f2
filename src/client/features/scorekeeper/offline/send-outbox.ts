import type { GameEvent } from '#shared/schemas/game-event';
import { ApiError, apiRequest } from '#client/lib/api';
import type { Op, Outbox } from './outbox';

/** How a round of sending ended: all sent, wait and retry (offline, server busy), or the session no longer allows it. */
export type FlushResult = { state: 'sent' | 'retry' | 'blocked'; refused: Refusal[] };
/** A write the server would not take: the console shows why, and the server's copy where there is one. */
export interface Refusal {
  eventId: string;
  message: string;
  stored: GameEvent | null;
}

export type Send = (op: Op) => Promise<GameEvent | null>;

/** The API call for one write. The device-made id makes a resent create harmless (200 with the stored event). */
export const sendOp: Send = async (op) => {
  const base = `/api/games/${op.gameId}/events`;
  if (op.kind === 'create') return (await apiRequest('POST', base, { id: op.eventId, ...op.body })).json();
  if (op.kind === 'update') return (await apiRequest('PATCH', `${base}/${op.eventId}`, { ...op.body, version: op.version })).json();
  await apiRequest('DELETE', `${base}/${op.eventId}?version=${op.version}`);
  return null;
};

const storedOf = (err: ApiError): GameEvent | null => {
  try {
    return (JSON.parse(err.message.slice(err.message.indexOf(':') + 1)) as { event?: GameEvent }).event ?? null;
  } catch {
    return null;
  }
};

/**
 * Sends the game's waiting writes one at a time, oldest first, so the server stores them in the
 * order they were made. A network failure, 408, 429 or 5xx stops the round to be retried; 401/403
 * (code expired, scoring window closed) stops it until the scorekeeper acts; a refusal (400, 404,
 * 409) drops that event's writes and is reported, so one bad event never blocks the rest.
 */
export async function flushOutbox(outbox: Outbox, gameId: number, send: Send = sendOp): Promise<FlushResult> {
  const refused: Refusal[] = [];
  for (;;) {
    const [op] = await outbox.pending(gameId);
    if (!op) return { state: 'sent', refused };
    try {
      await outbox.acknowledge(op, await send(op));
    } catch (err) {
      if (!(err instanceof ApiError)) return { state: 'retry', refused };
      if (err.status === 401 || err.status === 403) return { state: 'blocked', refused };
      if (err.status === 408 || err.status === 429 || err.status >= 500) return { state: 'retry', refused };
      // Deleting what is already gone has the outcome asked for.
      if (op.kind === 'delete' && err.status === 404) {
        await outbox.acknowledge(op, null);
        continue;
      }
      const stored = err.status === 409 ? storedOf(err) : null;
      await outbox.discard(op, stored);
      refused.push({ eventId: op.eventId, message: err.serverMessage, stored });
    }
  }
}

/** Retry delays: 1 s doubling to 30 s, so a console offline for a long time asks rarely but resumes soon after. */
export const backoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
