import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody, IdParams, IsoDate } from '#shared/schemas/common';
import { streamCaps, totalStreamCap } from '#server/live/stream-caps';
import { leagueExists } from '#server/repositories/directory/leagues';
import { notFound } from '#server/lib/http-errors';
import { serveStream } from '#server/live/sse-stream';
import { gameIdsOn, lastSeq } from '#server/repositories/games/game-events';
import { getGame } from '#server/repositories/games/games';

const tags = ['live events'];
const RETRY_AFTER_S = 30;
const HEARTBEAT_MS = 15_000;
const Resume = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
const LiveQuery = Resume.extend({ date: IsoDate, leagueId: z.coerce.number().int().positive().max(2147483647).optional() });
const SSE =
  'Server-Sent Events: `retry:` first, then one message per change (`event: event` or `event: delete`, `id:` its seq, ' +
  '`data:` the event as JSON; `event: game` when the game itself changed or was created, restored or imported, `data:` ' +
  '`{ gameId, seq, status, period, outcome }`, `{ gameId, seq, deleted: true }` once it was deleted, or on /api/live ' +
  '`{ gameId, seq, left: true }` once it moved to another day or league), and a heartbeat ' +
  'comment every 15 s. Resumes after `Last-Event-ID` (or `?lastEventId=`) with no gap and no duplicate.';

/** Issue 27: live events pushed to browsers (ADR 0025), across instances through LISTEN/NOTIFY. */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  const caps = streamCaps(totalStreamCap(app.config.LIVE_STREAMS_MAX), app.config.LIVE_STREAMS_PER_ADDRESS);
  const base = { db: app.db, bus: app.liveBus, heartbeatMs: HEARTBEAT_MS, open, maxMs: app.config.LIVE_STREAM_MAX_MINUTES * 60_000 };
  /** A slot for the stream, or the 429 already sent. */
  const slot = (request: FastifyRequest, reply: FastifyReply) => {
    const release = caps.take(request.ip);
    if (!release)
      void reply
        .code(429)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ message: 'Too many open live streams: try again in a moment' });
    return release;
  };

  app.get(
    '/games/:id/stream',
    {
      schema: {
        tags,
        description: `One game's events. Without Last-Event-ID, every change from the start of the game. ${SSE}`,
        params: IdParams,
        querystring: Resume,
        produces: ['text/event-stream'],
        response: { 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await getGame(app.db, id))) throw notFound('Game');
      const release = slot(request, reply);
      if (!release) return reply;
      await serveStream(request, reply, { ...base, release, gameIds: async () => [id], feed: `game:${id}`, startAfter: 0 });
    },
  );

  app.get(
    '/live',
    {
      schema: {
        tags,
        description: `The events of a day's games (of one league with leagueId). Without Last-Event-ID, only what happens from now. ${SSE}`,
        querystring: LiveQuery,
        produces: ['text/event-stream'],
        response: { 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { date, leagueId } = request.query;
      // A league that does not exist would still be a feed of its own to wake (issue 40 item 3).
      if (leagueId !== undefined && !(await leagueExists(app.db, leagueId))) throw notFound('League');
      const release = slot(request, reply);
      if (!release) return reply;
      await serveStream(request, reply, {
        ...base,
        release,
        gameIds: () => gameIdsOn(app.db, date, leagueId),
        feed: `live:${date}:${leagueId ?? ''}`,
        day: { date, leagueId },
        startAfter: await lastSeq(app.db),
      });
    },
  );
};

export default liveRoutes;
