import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, IsoDate } from '#shared/schemas/common';
import { notFound } from '#server/lib/http-errors';
import { serveStream } from '#server/live/sse-stream';
import { gameIdsOn, lastSeq } from '#server/repositories/games/game-events';
import { getGame } from '#server/repositories/games/games';

const tags = ['live events'];
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
  const base = { db: app.db, bus: app.liveBus, heartbeatMs: HEARTBEAT_MS, open };

  app.get(
    '/games/:id/stream',
    {
      schema: {
        tags,
        description: `One game's events. Without Last-Event-ID, every change from the start of the game. ${SSE}`,
        params: IdParams,
        querystring: Resume,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await getGame(app.db, id))) throw notFound('Game');
      await serveStream(request, reply, { ...base, gameIds: async () => [id], feed: `game:${id}`, startAfter: 0 });
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
      },
    },
    async (request, reply) => {
      const { date, leagueId } = request.query;
      await serveStream(request, reply, {
        ...base,
        gameIds: () => gameIdsOn(app.db, date, leagueId),
        feed: `live:${date}:${leagueId ?? ''}`,
        day: { date, leagueId },
        startAfter: await lastSeq(app.db),
      });
    },
  );
};

export default liveRoutes;
