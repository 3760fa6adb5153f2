import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { changesSince } from '../repositories/game-events';
import type { LiveBus } from './live-bus';

export type StreamOptions = {
  db: Db;
  bus: LiveBus;
  /** The games this stream follows (re-read on each wake for /api/live: a day's games may be added). */
  gameIds: () => Promise<readonly number[]>;
  /** Where to start when the client sends no Last-Event-ID. */
  startAfter: number;
  heartbeatMs: number;
  /** Open streams, ended when the app closes (a hijacked socket would otherwise hold it open). */
  open: Set<() => void>;
};

/** The client's position: the Last-Event-ID header (a reconnecting EventSource) or `?lastEventId=`. */
export function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'] ?? (request.query as { lastEventId?: string } | undefined)?.lastEventId;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Server-Sent Events fed by the stored events (ADR 0025): each message is one change with
 * `id: <seq>`, so a reconnect resumes after the last one seen, with no gap and no duplicate. A
 * wake-up from the bus reads the changes after the last seq sent; reads never overlap.
 */
export async function serveStream(request: FastifyRequest, reply: FastifyReply, opts: StreamOptions): Promise<void> {
  let after = lastEventId(request) ?? opts.startAfter;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n: live events\n\n');

  let closed = false;
  let running = false;
  let again = false;
  const catchUp = async () => {
    if (running) return void (again = true);
    running = true;
    try {
      do {
        again = false;
        const ids = await opts.gameIds();
        for (;;) {
          const changes = await changesSince(opts.db, ids, after);
          if (closed) return;
          for (const change of changes) {
            res.write(`id: ${change.seq}\nevent: ${change.deleted ? 'delete' : 'event'}\ndata: ${JSON.stringify(change)}\n\n`);
            after = change.seq;
          }
          if (changes.length < 500) break;
        }
      } while (again && !closed);
    } catch (err) {
      request.log.warn({ err }, 'live stream: catch-up failed');
    } finally {
      running = false;
    }
  };

  const unsubscribe = opts.bus.subscribe(() => void catchUp());
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), opts.heartbeatMs);
  heartbeat.unref();
  const end = () => res.end();
  const stop = () => {
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    opts.open.delete(end);
  };
  opts.open.add(end);
  res.on('close', stop);
  await catchUp();
}
