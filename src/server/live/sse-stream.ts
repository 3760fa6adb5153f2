import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { changesSince, type StoredEvent } from '../repositories/games/game-events';
import { marksSince, type FeedDay, type GameMark } from '../repositories/games/game-marks';
import type { LiveBus } from './live-bus';
import { sharedReads } from './shared-read';

export type StreamOptions = {
  db: Db;
  bus: LiveBus;
  /** The games this stream follows (re-read on each wake for /api/live: a day's games may be added). */
  gameIds: () => Promise<readonly number[]>;
  /** Names what gameIds answers (`game:7`, `live:2031-01-02:1`): streams of one feed share their reads. */
  feed: string;
  /** A day feed's day (and league): games deleted from it are announced by their tombstones. */
  day?: FeedDay;
  /** Where to start when the client sends no Last-Event-ID. */
  startAfter: number;
  heartbeatMs: number;
  /** Open streams, ended when the app closes (a hijacked socket would otherwise hold it open). */
  open: Set<() => void>;
  /** Frees the stream's slot under the caps (stream-caps.ts) once it has ended. */
  release?: () => void;
  /** Longest a stream stays open: then it ends and the browser resumes by Last-Event-ID. */
  maxMs?: number;
};

/**
 * A client that does not read lets our writes queue in memory (300 such streams on a game of 4,327
 * events grew the server by 580 MB): past this much unsent, the stream is dropped; a real browser
 * reconnects and resumes by Last-Event-ID, from the database, a page at a time.
 */
const MAX_UNSENT_BYTES = 256 * 1024;

/** The client's position: the Last-Event-ID header (a reconnecting EventSource) or `?lastEventId=`. */
export function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'] ?? (request.query as { lastEventId?: string } | undefined)?.lastEventId;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

type Frame = { seq: number; text: string };
const toFrame = (seq: number, event: string, data: unknown): Frame => ({
  seq,
  text: `id: ${seq}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
});
const eventFrame = (change: StoredEvent) => toFrame(change.seq, change.deleted ? 'delete' : 'event', change);
const gameFrame = (mark: GameMark) => toFrame(mark.seq, 'game', mark);

const PAGE = 500;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;
/**
 * The next page of the feed after `from`: events and game changes share one sequence, so the first
 * PAGE of each, merged by seq and cut at PAGE, are the feed's first PAGE. Both are read in one snapshot:
 * read apart, a write committing between them (an event and the game change it made) showed the change
 * without the event, and the stream moved past both.
 */
async function framesAfter(db: Db, ids: readonly number[], from: number, day: FeedDay | undefined): Promise<Frame[]> {
  const [events, marks] = await db.transaction(
    (tx) => Promise.all([changesSince(tx, ids, from, PAGE), marksSince(tx, ids, from, PAGE, day)]),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return [...events.map(eventFrame), ...marks.map(gameFrame)].sort((a, b) => a.seq - b.seq).slice(0, PAGE);
}

/**
 * Server-Sent Events fed by the stored events and game changes (ADR 0025): each message is one change with
 * `id: <seq>`, so a reconnect resumes after the last one seen, with no gap and no duplicate. A
 * wake-up from the bus reads the changes after the last seq sent; reads never overlap.
 */
export async function serveStream(request: FastifyRequest, reply: FastifyReply, opts: StreamOptions): Promise<void> {
  let after = lastEventId(request) ?? opts.startAfter;
  const reads = sharedReads(opts.bus);
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
  // A failed read is tried again (backing off): until it succeeds the stream has no other way to catch up
  // when no further write wakes it, and the changes the failed read missed would wait for that write.
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  const catchUp = async () => {
    if (running) return void (again = true);
    running = true;
    clearTimeout(retry);
    try {
      do {
        again = false;
        const ids = await reads.read(`ids|${opts.feed}`, opts.gameIds);
        for (;;) {
          const from = after;
          const frames = await reads.read(`changes|${opts.feed}|${from}`, () => framesAfter(opts.db, ids, from, opts.day));
          if (closed) return;
          for (const frame of frames) {
            res.write(frame.text);
            after = frame.seq;
          }
          if (res.writableLength > MAX_UNSENT_BYTES) return void res.destroy();
          if (frames.length < PAGE) break;
          // A long replay waits for the client to take each page before reading the next.
          if (res.writableNeedDrain) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
        }
      } while (again && !closed);
      retryMs = RETRY_FIRST_MS;
    } catch (err) {
      request.log.warn({ err, retryMs }, 'live stream: catch-up failed');
      if (!closed) retry = setTimeout(() => void catchUp(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    } finally {
      running = false;
    }
  };

  const unsubscribe = opts.bus.subscribe(() => void catchUp());
  const heartbeat = setInterval(() => {
    if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
    else res.write(': heartbeat\n\n');
  }, opts.heartbeatMs);
  heartbeat.unref();
  const end = () => res.end();
  const lifetime = opts.maxMs ? setTimeout(end, opts.maxMs).unref() : undefined;
  const stop = () => {
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    clearTimeout(lifetime);
    unsubscribe();
    opts.open.delete(end);
    opts.release?.();
  };
  opts.open.add(end);
  res.on('close', stop);
  await catchUp();
}
